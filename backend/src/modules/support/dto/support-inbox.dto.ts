import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsEnum,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { MODERATION_REASON_CATEGORIES, type ModerationReasonCategory } from '@irl/shared';
import { ModerationReasonDto } from '../../moderation-log/dto/moderation-reason.dto.js';
import { trim } from '../../../common/text/trim-transforms.js';
import {
  SUPPORT_OUTCOME_ACTIONS,
  SupportRequestKind,
  SupportRequestStatus,
  SupportSubjectKind,
  UsernameConflictType,
  type SupportOutcomeAction,
} from '../support-request-kinds.js';
import { SupportMessageType } from '../entities/support-request-message.entity.js';

export const SUPPORT_NOTE_MAX = 5000;
export const INBOX_PAGE_MAX = 200;

export class SupportInboxQuery {
  @ApiPropertyOptional({ enum: SupportRequestStatus, enumName: 'SupportRequestStatus' })
  @IsOptional()
  @IsEnum(SupportRequestStatus)
  status?: SupportRequestStatus;

  @ApiPropertyOptional({ enum: SupportRequestKind, enumName: 'SupportRequestKind' })
  @IsOptional()
  @IsEnum(SupportRequestKind)
  kind?: SupportRequestKind;

  @ApiPropertyOptional({ minimum: 1, maximum: INBOX_PAGE_MAX, default: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(INBOX_PAGE_MAX)
  limit?: number;
}

/** An admin as the inbox names them (assignee, author of a note). */
export class SupportAdminDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() username: string;
}

export class SupportRequestSummaryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: SupportRequestKind, enumName: 'SupportRequestKind' }) kind: SupportRequestKind;
  @ApiProperty({ enum: SupportRequestStatus, enumName: 'SupportRequestStatus' }) status: SupportRequestStatus;
  @ApiProperty({ type: String, nullable: true }) requesterName: string | null;
  @ApiProperty() requesterEmail: string;
  @ApiProperty({ type: SupportAdminDto, nullable: true, description: 'The member who sent it; null for a guest' })
  requester: SupportAdminDto | null;
  @ApiProperty({ enum: [...Object.values(SupportSubjectKind), null], type: 'string', nullable: true })
  subjectKind: SupportSubjectKind | null;
  @ApiProperty({ type: Number, nullable: true }) subjectId: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'The title when the request arrived' })
  subjectTitle: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'A path inside the site' }) subjectPath: string | null;
  @ApiProperty({ type: SupportAdminDto, nullable: true }) assignee: SupportAdminDto | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) dueAt: string | null;
  @ApiProperty({ description: 'Past its due date and not yet answered or closed' }) overdue: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}

export class UsernameConflictDetailsDto {
  @ApiProperty({ enum: UsernameConflictType, enumName: 'UsernameConflictType' }) conflictType: UsernameConflictType;
  @ApiProperty() desiredUsername: string;
  @ApiProperty() currentUsername: string;
}

export class SupportOutcomeDto {
  @ApiProperty({ enum: SUPPORT_OUTCOME_ACTIONS, enumName: 'SupportOutcomeAction' }) action: SupportOutcomeAction;
  @ApiProperty({ enum: MODERATION_REASON_CATEGORIES, enumName: 'ModerationReasonCategory' })
  reasonCategory: ModerationReasonCategory;
  @ApiProperty() note: string;
  @ApiProperty({ type: String, format: 'date-time' }) at: string;
}

export class SupportMessageDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({
    enum: SupportMessageType,
    enumName: 'SupportMessageType',
    description: 'note: admins only; reply: sent to the requester',
  })
  type: SupportMessageType;
  @ApiProperty({ type: SupportAdminDto, nullable: true, description: 'Null once the author’s account is deleted' })
  author: SupportAdminDto | null;
  @ApiProperty() body: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}

export class SupportRequestDetailDto extends SupportRequestSummaryDto {
  @ApiProperty({ type: String, nullable: true }) relationship: string | null;
  @ApiProperty({ description: 'What is wrong and what they ask, in their words' }) message: string;
  @ApiProperty({ type: UsernameConflictDetailsDto, nullable: true })
  usernameConflict: UsernameConflictDetailsDto | null;
  @ApiProperty({ type: SupportOutcomeDto, nullable: true }) outcome: SupportOutcomeDto | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) closedAt: string | null;
  @ApiProperty({ type: [SupportMessageDto], description: 'Notes and replies, oldest first' })
  messages: SupportMessageDto[];
}

export class UpdateSupportRequestDto {
  @ApiPropertyOptional({ enum: SupportRequestStatus, enumName: 'SupportRequestStatus' })
  @IsOptional()
  @IsEnum(SupportRequestStatus)
  status?: SupportRequestStatus;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'An admin; null unassigns' })
  @ValidateIf((body: UpdateSupportRequestDto) => body.assigneeId !== null && body.assigneeId !== undefined)
  @IsUUID('all')
  assigneeId?: string | null;
}

export class AddSupportNoteDto {
  @ApiProperty({ maxLength: SUPPORT_NOTE_MAX })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'body is required' })
  @MaxLength(SUPPORT_NOTE_MAX)
  body: string;
}

/**
 * What answering a takedown or correction request did, with the reason category (published in the
 * moderation log) and the moderator's note (kept in the audit log, never published).
 */
export class SupportOutcomeInputDto extends ModerationReasonDto {
  @ApiProperty({ enum: SUPPORT_OUTCOME_ACTIONS, enumName: 'SupportOutcomeAction' })
  @IsIn(SUPPORT_OUTCOME_ACTIONS, { message: `action must be one of: ${SUPPORT_OUTCOME_ACTIONS.join(', ')}` })
  action: SupportOutcomeAction;
}

export class SupportReplyInputDto {
  @ApiProperty({ maxLength: SUPPORT_NOTE_MAX, description: 'E-mailed to the requester (and notified to a member)' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'body is required' })
  @MaxLength(SUPPORT_NOTE_MAX)
  body: string;

  @ApiPropertyOptional({
    type: SupportOutcomeInputDto,
    description:
      'Required the first time a takedown or correction request is answered: the outcome goes to the audit log and the public moderation log',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => SupportOutcomeInputDto)
  outcome?: SupportOutcomeInputDto;
}
