import { MODERATION_REASON_CATEGORIES, type ModerationReasonCategory } from '@irl/shared';
import { ModerationLogErrors } from '../../moderation-log/moderation-log.errors.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsRowId } from '../../../common/pipes/is-row-id.js';
import { EngagementErrors } from '../engagement.errors.js';
import { COMMENT_MAX_LENGTH, HIDE_REASON_MAX_LENGTH } from '../entities/article-comment.entity.js';

/** Line breaks arrive as \r\n from some clients: store one kind (\n); then trim. */
const normalised = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : value;

/** Newline, tab, or anything that is not a control character (C0, DEL and C1 are control characters). */
const NO_CONTROL_CHARACTERS = /^[\n\t\P{Cc}]*$/u;

export class CreateCommentDto {
  @ApiProperty({
    description: 'Plain text, trimmed; 1-5000 characters; newlines and tabs allowed, other control characters not',
    minLength: 1,
    maxLength: COMMENT_MAX_LENGTH,
    example: 'I watched this one live!',
  })
  @Transform(normalised)
  @IsString()
  @IsNotEmpty({ message: EngagementErrors.emptyComment })
  @MaxLength(COMMENT_MAX_LENGTH, { message: EngagementErrors.commentTooLong })
  @Matches(NO_CONTROL_CHARACTERS, { message: EngagementErrors.commentControlCharacters })
  content: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    description:
      'Reply to this comment of the same article. Replies are one level deep: a reply to a reply joins its top-level comment',
    example: 7,
  })
  @IsOptional()
  @IsRowId({ message: EngagementErrors.parentIdInvalid })
  parentId?: number;
}

export class HideCommentDto {
  @ApiProperty({
    enum: MODERATION_REASON_CATEGORIES,
    enumName: 'ModerationReasonCategory',
    description: 'Why, as a category: shown in the public moderation log',
  })
  @IsIn(MODERATION_REASON_CATEGORIES, { message: ModerationLogErrors.reasonCategoryInvalid })
  reasonCategory: ModerationReasonCategory;

  @ApiProperty({
    description: 'Why the comment is hidden (trimmed, 1-500 characters); shown to moderators and kept in the audit log',
    minLength: 1,
    maxLength: HIDE_REASON_MAX_LENGTH,
    example: 'Personal information about a streamer',
  })
  @Transform(normalised)
  @IsString()
  @IsNotEmpty({ message: EngagementErrors.hideReasonRequired })
  @MaxLength(HIDE_REASON_MAX_LENGTH, { message: EngagementErrors.hideReasonTooLong })
  reason: string;
}
