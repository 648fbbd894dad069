import { MODERATION_NOTE_MAX_LENGTH, MODERATION_REASON_CATEGORIES, type ModerationReasonCategory } from '@irl/shared';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { ModerationLogErrors } from '../moderation-log.errors.js';

/** Line breaks arrive as \r\n from some clients: store one kind (\n); then trim. */
const normalised = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : value;

/**
 * What every moderation action carries: a reason category (published in the moderation log) and a
 * note (kept in the audit log for moderators, never published). Body DTOs of actions extend it.
 */
export class ModerationReasonDto {
  @ApiProperty({
    enum: MODERATION_REASON_CATEGORIES,
    enumName: 'ModerationReasonCategory',
    description: 'Why: shown in the public moderation log',
  })
  @IsIn(MODERATION_REASON_CATEGORIES, { message: ModerationLogErrors.reasonCategoryInvalid })
  reasonCategory: ModerationReasonCategory;

  @ApiProperty({
    description: `What the moderator saw and did (trimmed, 1-${MODERATION_NOTE_MAX_LENGTH} characters); kept in the audit log, never published`,
    minLength: 1,
    maxLength: MODERATION_NOTE_MAX_LENGTH,
    example: 'Posted a phone number of the streamer',
  })
  @Transform(normalised)
  @IsString({ message: ModerationLogErrors.noteRequired })
  @IsNotEmpty({ message: ModerationLogErrors.noteRequired })
  @MaxLength(MODERATION_NOTE_MAX_LENGTH, { message: ModerationLogErrors.noteTooLong })
  note: string;
}
