import { MODERATION_NOTE_MAX_LENGTH, MODERATION_REASON_CATEGORIES, type ModerationReasonCategory } from '@irl/shared';
import { trim } from '../../../common/text/trim-transforms.js';
import { ModerationLogErrors } from '../../moderation-log/moderation-log.errors.js';
import { AdminErrors } from '../admin.errors.js';
import { MAX_SUSPENSION_DAYS } from './admin-user.dto.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  Max,
  Min,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { UserRole } from '../../users/user-role.js';

export const BULK_ACTIONS = ['promote', 'ban'] as const;
export type BulkActionKind = (typeof BULK_ACTIONS)[number];
/** One request changes at most this many users (the screen selects from one search page). */
export const BULK_ACTION_MAX_USERS = 200;

export class BulkActionPayloadDto {
  @ApiPropertyOptional({ enum: [UserRole.Moderator], description: 'For promote: the only role bulk actions grant' })
  @IsOptional()
  @IsIn([UserRole.Moderator])
  role?: UserRole.Moderator;

  @ApiPropertyOptional({
    enum: MODERATION_REASON_CATEGORIES,
    enumName: 'ModerationReasonCategory',
    description: 'For ban (required): why; shown to the banned users and in the public moderation log',
  })
  @IsOptional()
  @IsIn(MODERATION_REASON_CATEGORIES, { message: ModerationLogErrors.reasonCategoryInvalid })
  reasonCategory?: ModerationReasonCategory;

  @ApiPropertyOptional({
    description: 'For ban (required): the note kept in the audit log',
    maxLength: MODERATION_NOTE_MAX_LENGTH,
  })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(MODERATION_NOTE_MAX_LENGTH, { message: ModerationLogErrors.noteTooLong })
  note?: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_SUSPENSION_DAYS,
    description: 'For ban: suspend for this many days instead of banning until lifted',
  })
  @IsOptional()
  @IsInt({ message: AdminErrors.suspensionDays })
  @Min(1, { message: AdminErrors.suspensionDays })
  @Max(MAX_SUSPENSION_DAYS, { message: AdminErrors.suspensionDays })
  durationDays?: number;
}

export class BulkActionDto {
  @ApiProperty({ enum: BULK_ACTIONS })
  @IsIn(BULK_ACTIONS)
  action: BulkActionKind;

  @ApiProperty({ type: [String], format: 'uuid', minItems: 1, maxItems: BULK_ACTION_MAX_USERS })
  @IsArray()
  @ArrayMinSize(1, { message: 'Please select users to perform bulk actions.' })
  @ArrayMaxSize(BULK_ACTION_MAX_USERS)
  @ArrayUnique()
  @IsUUID('all', { each: true })
  userIds: string[];

  @ApiPropertyOptional({ type: BulkActionPayloadDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => BulkActionPayloadDto)
  payload?: BulkActionPayloadDto;
}

export class BulkActionSkipDto {
  @ApiProperty({ format: 'uuid' }) userId: string;
  @ApiProperty({
    enum: ['root', 'self', 'not-found', 'unchanged', 'admin'],
    description: "'admin': another admin, whom only ROOT may change",
  })
  reason: 'root' | 'self' | 'not-found' | 'unchanged' | 'admin';
}

export class BulkActionResultDto {
  @ApiProperty({ enum: BULK_ACTIONS }) action: BulkActionKind;
  @ApiProperty() requested: number;
  @ApiProperty({ description: 'Users actually changed' }) updated: number;
  @ApiProperty({ type: [BulkActionSkipDto] }) skipped: BulkActionSkipDto[];
}

export class RoleSummaryDto {
  @ApiProperty({ enum: UserRole, enumName: 'UserRole' }) role: UserRole;
  @ApiProperty() name: string;
  @ApiProperty() description: string;
  @ApiProperty({ description: 'Accounts with this role (banned ones included)' }) count: number;
}
