import type { SessionUser } from './session-user.js';

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
    /**
     * The signed-in user as this request may act: loaded by SessionAuthGuard on every request that
     * carries a session, with the role the session has earned (ActingUserService decides it: an admin
     * whose second factor is still pending acts as a member). Every permission check reads this one.
     */
    currentUser?: SessionUser;
    /**
     * The signed-in account as stored, whatever its session has earned. Only the second-factor steps
     * (which must know the account is an admin's) read it, through @SignedInAccount().
     */
    signedInAccount?: SessionUser;
    /** What an admin's session still needs before it may act as an admin, when anything. */
    secondFactorPending?: 'verify' | 'enrol';
  }
}

export {};
