import { ApiProperty } from '@nestjs/swagger';
import { IsEnum } from 'class-validator';
import { AuthPlatform } from '../auth-platform.js';

export class ConnectionDto {
  @ApiProperty({ enum: AuthPlatform, enumName: 'AuthPlatform' }) platform: AuthPlatform;
  @ApiProperty() connected: boolean;
  @ApiProperty() isPrimary: boolean;
  @ApiProperty() isPublic: boolean;
  @ApiProperty({ description: 'Whether this site can sign in with the provider at all' }) available: boolean;
  @ApiProperty({ type: String, nullable: true }) username: string | null;
  @ApiProperty({ type: String, nullable: true }) displayName: string | null;
  @ApiProperty({ type: String, nullable: true }) avatar: string | null;
}

export class PlatformBodyDto {
  @ApiProperty({ enum: AuthPlatform, enumName: 'AuthPlatform' })
  @IsEnum(AuthPlatform)
  platform: AuthPlatform;
}
