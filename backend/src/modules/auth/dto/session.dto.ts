import { ApiProperty } from '@nestjs/swagger';
import { CurrentUserDto } from '../../users/current-user.js';
import { FEATURE_ACCESS_MODES, type FeatureAccessMode } from '../../settings/feature-access.js';
import { AuthPlatform } from '../auth-platform.js';

export class SessionDto {
  @ApiProperty({ type: CurrentUserDto, nullable: true, description: 'null when signed out' })
  user: CurrentUserDto | null;

  @ApiProperty({
    enum: FEATURE_ACCESS_MODES,
    enumName: 'FeatureAccessMode',
    description: 'Who may use Browse, Store, Contribute and Direct Messages',
  })
  featureAccess: FeatureAccessMode;

  @ApiProperty({
    enum: AuthPlatform,
    enumName: 'AuthPlatform',
    isArray: true,
    description: 'Providers this site can sign in with',
  })
  platforms: AuthPlatform[];

  @ApiProperty({ description: 'Whether POST /api/auth/root exists here (development only)' })
  rootLoginAvailable: boolean;
}
