import { MODERATION_REASON_CATEGORIES, type ModerationReasonCategory } from '@irl/shared';
import { ModerationReasonDto } from '../../moderation-log/dto/moderation-reason.dto.js';
import { AdminErrors } from '../admin.errors.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEnum, IsIn, IsInt, IsOptional, IsString, Max, Min, MaxLength } from 'class-validator';
import { PageQuery } from '../../../common/pagination/page-query.js';
import { CountedPageDtoOf } from '../../../common/pagination/page.dto.js';
import { UserRole } from '../../users/user-role.js';

export class AdminUserDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() username: string;
  @ApiProperty() displayName: string;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty({ enum: UserRole, enumName: 'UserRole' }) role: UserRole;
  @ApiProperty() isBanned: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'What the person is told: the reason category' })
  banReason: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When a suspension ends by itself; null for a ban until lifted (or no ban)',
  })
  bannedUntil: string | null;
  // Inline (not the named enum): a $ref cannot carry `nullable` beside it in OpenAPI 3.0.
  @ApiProperty({
    type: 'string',
    enum: [...MODERATION_REASON_CATEGORIES, null],
    nullable: true,
    description: 'Why the account is banned (a moderation reason category); null when it is not',
  })
  banReasonCategory: ModerationReasonCategory | null;
  @ApiProperty() isRoot: boolean;
  @ApiProperty({ type: String, nullable: true }) primaryPlatform: string | null;
  @ApiProperty({ type: String, nullable: true }) profileImageUrl: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}

export class AdminUserPageDto extends CountedPageDtoOf(AdminUserDto, 'Users matching the filters', {
  items: 'Newest accounts first',
}) {}

export class ListAdminUsersQuery extends PageQuery {
  @ApiPropertyOptional({
    description:
      'Matches part of the username (leading @ ignored), the display name, the real name or the e-mail address',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().replace(/^@/, '') || undefined : value,
  )
  @IsString()
  @MaxLength(100)
  q?: string;

  @ApiPropertyOptional({ enum: UserRole, enumName: 'UserRole' })
  @IsOptional()
  @IsEnum(UserRole)
  role?: UserRole;

  @ApiPropertyOptional({ enum: ['all', 'active', 'banned'] })
  @IsOptional()
  @IsIn(['all', 'active', 'banned'])
  status?: 'all' | 'active' | 'banned';
}

export class ChangeRoleDto {
  @ApiProperty({ enum: UserRole, enumName: 'UserRole' })
  @IsEnum(UserRole)
  role: UserRole;
}

/** The longest suspension; longer means a ban an admin lifts by hand. */
export const MAX_SUSPENSION_DAYS = 365;

export class BanUserDto extends ModerationReasonDto {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_SUSPENSION_DAYS,
    description: 'A suspension of this many days that ends by itself; absent for a ban until an admin lifts it',
    example: 7,
  })
  @IsOptional()
  @IsInt({ message: AdminErrors.suspensionDays })
  @Min(1, { message: AdminErrors.suspensionDays })
  @Max(MAX_SUSPENSION_DAYS, { message: AdminErrors.suspensionDays })
  durationDays?: number;
}
