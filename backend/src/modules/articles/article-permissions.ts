import { ForbiddenException } from '@nestjs/common';
import { roleIncludes } from '../../common/auth/role-rank.js';
import { UserRole } from '../users/entities/user-role.js';
import type { User } from '../users/entities/user.entity.js';
import type { Article } from './entities/article.entity.js';

export const EDIT_OWN_ONLY = 'You can only edit your own articles.';
export const DELETE_OWN_ONLY = 'You can only delete your own articles.';
export const EDIT_NEEDS_MODERATOR = 'Only moderators and admins can edit articles.';

/** Admins edit any article; authors edit their own while they still hold the moderator role. */
export function assertCanEdit(article: Article, user: User): void {
  if (user.role === UserRole.Admin) return;
  if (article.authorId !== user.id) throw new ForbiddenException(EDIT_OWN_ONLY);
  if (!roleIncludes(user.role, UserRole.Moderator)) throw new ForbiddenException(EDIT_NEEDS_MODERATOR);
}

/** Admins delete any article; authors delete their own (whatever their role now). */
export function assertCanDelete(article: Article, user: User): void {
  if (user.role === UserRole.Admin) return;
  if (article.authorId !== user.id) throw new ForbiddenException(DELETE_OWN_ONLY);
}
