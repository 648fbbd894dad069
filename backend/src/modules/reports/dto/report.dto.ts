import { ApiProperty } from '@nestjs/swagger';
import { MODERATION_SUBJECT_KINDS, REPORT_REASONS, type ModerationSubjectKind, type ReportReason } from '@irl/shared';

/** A report as its reporter made it. */
export class ReportDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: MODERATION_SUBJECT_KINDS })
  subjectKind: ModerationSubjectKind;

  @ApiProperty({ example: '42' })
  subjectId: string;

  @ApiProperty({ enum: REPORT_REASONS })
  reason: ReportReason;

  @ApiProperty({ type: String, nullable: true })
  details: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}
