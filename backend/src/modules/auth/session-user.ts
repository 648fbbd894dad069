import type { Request } from 'express';
import { sessionUserOf } from '../../common/security/session.middleware.js';
import type { User } from '../users/entities/user.entity.js';
import type { UsersService } from '../users/users.service.js';

/**
 * The user a session names, as it is now: the row the session store read in the same statement as the
 * session, or a fresh read when the session was not read that way (or names someone else since).
 */
export async function userOfSession(req: Request, userId: string, users: UsersService): Promise<User | null> {
  const withSession = sessionUserOf<User>(req);
  return withSession?.userId === userId ? withSession.user : users.findById(userId);
}
