import type { UserRole } from './user-role.js';

/**
 * The signed-in user as shared code (guards, interceptors, decorators) may rely on it. The request
 * carries the whole account row, read with the session; the users module's User entity implements this,
 * so the two cannot drift apart.
 */
export interface SessionUser {
  id: string;
  username: string;
  role: UserRole;
}
