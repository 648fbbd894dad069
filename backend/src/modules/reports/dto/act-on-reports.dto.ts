import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { MODERATION_SUBJECT_KINDS, REPORT_ACTIONS, type ModerationSubjectKind, type ReportAction } from '@irl/shared';
import { ModerationReasonDto } from '../../moderation-log/dto/moderation-reason.dto.js';

export class ActOnReportsDto extends ModerationReasonDto {
  @ApiProperty({
    enum: REPORT_ACTIONS,
    description:
      "What to do with the item: 'hidden' (comments), 'deleted' (comments, messages, and articles by an admin), " +
      "'dismissed' (nothing wrong) or 'warned' (the author is told the reason category)",
  })
  @IsIn(REPORT_ACTIONS, { message: `action must be one of: ${REPORT_ACTIONS.join(', ')}` })
  action: ReportAction;
}

export class ReportActionResultDto {
  @ApiProperty({ enum: MODERATION_SUBJECT_KINDS })
  subjectKind: ModerationSubjectKind;

  @ApiProperty()
  subjectId: string;

  @ApiProperty({ enum: REPORT_ACTIONS })
  action: ReportAction;

  @ApiProperty({ description: 'How many open reports the action resolved' })
  resolvedReports: number;
}
