import { NotFoundException } from '@nestjs/common';
import { isRootUser } from '../users/root-user.js';
import { UserErrors } from '../users/users.errors.js';

/**
 * The root admin has no public profile: to anyone else its profile, articles list, activity,
 * followers and following answer 404 exactly like a missing user, and it cannot be followed.
 */
export function assertProfileVisible(user: { id: string } | null | undefined, viewerId: string): asserts user {
  if (!user || (isRootUser(user.id) && viewerId !== user.id)) throw new NotFoundException(UserErrors.notFound);
}
