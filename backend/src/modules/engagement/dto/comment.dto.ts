import { ApiProperty } from '@nestjs/swagger';
import { CommenterDto } from './commenter.dto.js';

export const COMMENT_HOLD_REASONS = ['new-account', 'link-spam'] as const;
export type CommentHoldReason = (typeof COMMENT_HOLD_REASONS)[number];

export class CommentDto {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ example: 42 })
  articleId: number;

  @ApiProperty({ type: CommenterDto })
  author: CommenterDto;

  @ApiProperty({ description: 'Plain text (display it as text, never as HTML); may contain line breaks' })
  content: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({
    enum: COMMENT_HOLD_REASONS,
    enumName: 'CommentHoldReason',
    nullable: true,
    description:
      'Set while the comment waits for a moderator (shown only to its author and moderators): ' +
      "'new-account' (approval required for accounts younger than 24 hours) or 'link-spam' (auto-moderation); null when public",
  })
  heldReason: CommentHoldReason | null;
}

export class HeldCommentDto extends CommentDto {
  @ApiProperty({ description: 'Title of the article the comment is on' })
  articleTitle: string;
}
