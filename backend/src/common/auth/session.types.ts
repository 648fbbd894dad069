import type { User } from '../../modules/users/entities/user.entity.js';

/** What the server keeps in a session (PostgreSQL, table user_sessions). */
declare module 'express-session' {
  interface SessionData {
    userId?: string;
    /** Set by /api/auth/{platform}?mode=link before the provider redirect. */
    oauthMode?: 'signin' | 'link';
    /**
     * After a username conflict on first sign-in: the existing account that the new account may be
     * merged into by signing in to one of its platforms in link mode.
     */
    mergeTargetUserId?: string;
  }
}

declare module 'express-serve-static-core' {
  interface Request {
    /** The signed-in user, loaded by SessionAuthGuard on every request that carries a session. */
    currentUser?: User;
  }
}

export {};
