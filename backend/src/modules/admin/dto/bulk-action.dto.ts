import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
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

  @ApiPropertyOptional({ description: 'For ban: shown to the banned user', maxLength: 500 })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  reason?: string;
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
