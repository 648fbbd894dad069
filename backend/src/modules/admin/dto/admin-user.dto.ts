import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEnum, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
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
  @ApiProperty({ type: String, nullable: true }) banReason: string | null;
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

export class BanUserDto {
  @ApiPropertyOptional({ maxLength: 500, example: 'Banned by admin' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  reason?: string;
}
