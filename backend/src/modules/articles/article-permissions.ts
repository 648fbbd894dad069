import { ForbiddenException } from '@nestjs/common';
import { roleIncludes } from '../../common/auth/role-rank.js';
import { UserRole } from '../users/user-role.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { ArticleErrors } from './articles.errors.js';
import type { Article } from './entities/article.entity.js';

/** Admins edit any article; authors edit their own while they still hold the moderator role. */
export function assertCanEdit(article: Article, user: SessionUser): void {
  if (user.role === UserRole.Admin) return;
  if (article.authorId !== user.id) throw new ForbiddenException(ArticleErrors.editOwnOnly);
  if (!roleIncludes(user.role, UserRole.Moderator)) throw new ForbiddenException(ArticleErrors.editNeedsModerator);
}

/** Admins delete any article; authors delete their own (whatever their role now). */
export function assertCanDelete(article: Article, user: SessionUser): void {
  if (user.role === UserRole.Admin) return;
  if (article.authorId !== user.id) throw new ForbiddenException(ArticleErrors.deleteOwnOnly);
}

/** Whether the user may edit the article directly (the rule of assertCanEdit, as a yes or no). */
export function canEdit(article: Article, user: SessionUser): boolean {
  if (user.role === UserRole.Admin) return true;
  return article.authorId === user.id && roleIncludes(user.role, UserRole.Moderator);
}

/** Suggested edits are reviewed by the article's author, moderators and admins. */
export function canReviewSuggestions(article: Pick<Article, 'authorId'>, user: SessionUser): boolean {
  return article.authorId === user.id || roleIncludes(user.role, UserRole.Moderator);
}
