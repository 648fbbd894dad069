import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import {
  MODERATION_SUBJECT_KINDS,
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASONS,
  type ModerationSubjectKind,
  type ReportReason,
} from '@irl/shared';
import { ReportErrors } from '../reports.errors.js';

/** Line breaks arrive as \r\n from some clients: store one kind (\n); then trim; blank is no details. */
const normalised = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const text = value.replace(/\r\n?/g, '\n').trim();
  return text === '' ? undefined : text;
};

/** Newline, tab, or anything that is not a control character. */
const NO_CONTROL_CHARACTERS = /^[\n\t\P{Cc}]*$/u;

/** An item id as text: digits (articles, comments, messages, archive entries) or a uuid (profiles). */
export const SUBJECT_ID_PATTERN = /^[0-9A-Za-z-]{1,64}$/;

export class CreateReportDto {
  @ApiProperty({ enum: MODERATION_SUBJECT_KINDS, description: 'What kind of item is reported', example: 'comment' })
  @IsIn(MODERATION_SUBJECT_KINDS, { message: ReportErrors.subjectKindInvalid })
  subjectKind: ModerationSubjectKind;

  @ApiProperty({
    description:
      "The item's id: the number of an article, a comment, a direct message or an archive entry, or a profile's user id (uuid)",
    maxLength: 64,
    example: '42',
  })
  @IsString({ message: ReportErrors.subjectIdInvalid })
  @Matches(SUBJECT_ID_PATTERN, { message: ReportErrors.subjectIdInvalid })
  subjectId: string;

  @ApiProperty({ enum: REPORT_REASONS, description: 'Why it is reported', example: 'spam' })
  @IsIn(REPORT_REASONS, { message: ReportErrors.reasonInvalid })
  reason: ReportReason;

  @ApiPropertyOptional({
    description: `What is wrong, in the reporter's words (trimmed; required when the reason is 'other', checked after the other fields; at most ${REPORT_DETAILS_MAX_LENGTH} characters). Moderators see it; the author never does`,
    maxLength: REPORT_DETAILS_MAX_LENGTH,
    example: 'The same link is posted under every article.',
  })
  @Transform(normalised)
  @IsOptional()
  @IsString({ message: ReportErrors.detailsRequired })
  @MaxLength(REPORT_DETAILS_MAX_LENGTH, { message: ReportErrors.detailsTooLong })
  @Matches(NO_CONTROL_CHARACTERS, { message: ReportErrors.detailsControlCharacters })
  details?: string;
}
