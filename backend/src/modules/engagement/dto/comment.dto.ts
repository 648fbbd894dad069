import { UserSummaryDto } from '../../users/user-summary.js';
import { ApiProperty } from '@nestjs/swagger';

export enum CommentState {
  Visible = 'visible',
  /** Hidden by a moderator: the text reaches moderators and admins only. */
  Hidden = 'hidden',
  /** Deleted, listed only as the place of its replies; never with its text. */
  Deleted = 'deleted',
}

export const COMMENT_HOLD_REASONS = ['new-account', 'link-spam', 'personal-info', 'reports'] as const;
export type CommentHoldReason = (typeof COMMENT_HOLD_REASONS)[number];

export class CommentDto {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ example: 42 })
  articleId: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: null,
    description: 'The top-level comment this one replies to (replies are one level deep); null for a top-level comment',
  })
  parentId: number | null;

  @ApiProperty({ type: UserSummaryDto })
  author: UserSummaryDto;

  @ApiProperty({
    description:
      'Plain text (display it as text, never as HTML); may contain line breaks. Empty for a deleted comment, ' +
      'and for a hidden one unless the reader is a moderator or admin',
  })
  content: string;

  @ApiProperty({ enum: CommentState, enumName: 'CommentState' })
  state: CommentState;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Why a moderator hid it: sent to moderators and admins only, null otherwise',
  })
  hiddenReason: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  // Inline, listing null: a nullable reference to a named enum is not valid OpenAPI 3.0.
  @ApiProperty({
    type: 'string',
    enum: [...COMMENT_HOLD_REASONS, null],
    nullable: true,
    description:
      'Set while the comment waits for a moderator (shown only to its author and moderators): ' +
      "'new-account' (approval required for accounts younger than 24 hours), 'link-spam' (auto-moderation), 'personal-info' (a phone number, address or the like about someone) or 'reports' (members' reports reached the threshold); null when public",
  })
  heldReason: CommentHoldReason | null;

  @ApiProperty({
    description:
      'True when the reader blocks the author: show the comment collapsed. Only the reader who blocks sees it; ' +
      'the author is never told',
  })
  authorBlockedByViewer: boolean;
}

export class HeldCommentDto extends CommentDto {
  @ApiProperty({ description: 'Title of the article the comment is on' })
  articleTitle: string;
}
