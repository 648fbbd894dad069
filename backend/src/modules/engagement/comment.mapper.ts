import type { UserRole } from '../users/user-role.js';
import type { CommentDto } from './dto/comment.dto.js';
import type { CommenterDto } from './dto/commenter.dto.js';
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

export function toCommenterDto(user: CommenterFields): CommenterDto {
  return toUserSummary(user);
}

export function toCommentDto(
  comment: { id: number; articleId: number; content: string; createdAt: Date; heldReason?: string | null },
  author: CommenterFields,
): CommentDto {
  return {
    id: comment.id,
    articleId: comment.articleId,
    author: toCommenterDto(author),
    content: comment.content,
    createdAt: comment.createdAt.toISOString(),
    heldReason: (comment.heldReason ?? null) as CommentDto['heldReason'],
  };
}
