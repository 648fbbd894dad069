import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MODERATION_NOTE_MAX_LENGTH, MODERATION_REASON_CATEGORIES, type ModerationReasonCategory } from '@irl/shared';

// Stand-in until the moderation-log module's ModerationReasonDto is merged (then this file goes).
export class ModerationReasonDto {
  @ApiProperty({ enum: MODERATION_REASON_CATEGORIES })
  @IsIn(MODERATION_REASON_CATEGORIES)
  reasonCategory: ModerationReasonCategory;

  @ApiProperty({ maxLength: MODERATION_NOTE_MAX_LENGTH })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @IsNotEmpty()
  @MaxLength(MODERATION_NOTE_MAX_LENGTH)
  note: string;
}
