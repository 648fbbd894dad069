import { UserSummaryDto } from '../users/user-summary.js';
import type { UserRole } from '../users/user-role.js';
import { CommentState, type CommentDto } from './dto/comment.dto.js';
import { toUserSummary } from '../users/user-summary.js';

/** The user fields a comment needs (the columns the list query selects). */
export interface CommenterFields {
  id: string;
  username: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  showRealName: boolean;
  displayNamePreference: string;
  role: UserRole;
  profileImageUrl: string | null;
}

export function toCommenterDto(user: CommenterFields): UserSummaryDto {
  return toUserSummary(user);
}

/** What the mapper needs of a comment row. */
export interface CommentFields {
  id: number;
  articleId: number;
  parentId: number | null;
  content: string;
  createdAt: Date;
  deletedAt: Date | null;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  /** Why it waits for a moderator; null (or absent) once public. */
  heldReason?: string | null;
}

/**
 * A comment as `readerIsModerator` may see it: a deleted comment never carries its text; a hidden one
 * carries its text and reason to moderators and admins only.
 */
export function toCommentDto(comment: CommentFields, author: CommenterFields, readerIsModerator: boolean): CommentDto {
  const state = comment.deletedAt
    ? CommentState.Deleted
    : comment.hiddenAt
      ? CommentState.Hidden
      : CommentState.Visible;
  const showText = state === CommentState.Visible || (state === CommentState.Hidden && readerIsModerator);
  return {
    id: comment.id,
    articleId: comment.articleId,
    parentId: comment.parentId,
    author: toCommenterDto(author),
    content: showText ? comment.content : '',
    state,
    hiddenReason: state === CommentState.Hidden && readerIsModerator ? comment.hiddenReason : null,
    createdAt: comment.createdAt.toISOString(),
    heldReason: (comment.heldReason ?? null) as CommentDto['heldReason'],
    authorBlockedByViewer: false,
  };
}
