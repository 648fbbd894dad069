import type { Request } from 'express';
import { sessionUserOf } from '../../common/security/session.middleware.js';
import type { UserRecord } from '../users/user-record.js';
import type { UsersService } from '../users/users.service.js';

/**
 * The user a session names, as it is now: the row the session store read in the same statement as the
 * session, or a fresh read when the session was not read that way (or names someone else since).
 */
export async function userOfSession(req: Request, userId: string, users: UsersService): Promise<UserRecord | null> {
  const withSession = sessionUserOf<UserRecord>(req);
  return withSession?.userId === userId ? withSession.user : users.findById(userId);
}
