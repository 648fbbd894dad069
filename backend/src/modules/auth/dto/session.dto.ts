import { ApiProperty } from '@nestjs/swagger';
import { CurrentUserDto } from '../../users/current-user.js';
import {
  FEATURE_ACCESS_SUMMARIES,
  FeatureSwitchesDto,
  type FeatureAccessSummary,
} from '../../settings/feature-access.js';
import { AuthPlatform } from '../auth-platform.js';

export class SessionDto {
  @ApiProperty({ type: CurrentUserDto, nullable: true, description: 'null when signed out' })
  user: CurrentUserDto | null;

  @ApiProperty({
    enum: FEATURE_ACCESS_SUMMARIES,
    enumName: 'FeatureAccessSummary',
    description: "The four feature switches at once: 'everyone', 'admins', or 'mixed' (read `features`)",
  })
  featureAccess: FeatureAccessSummary;

  @ApiProperty({
    type: FeatureSwitchesDto,
    description: 'Per feature, who may use it; admins may use every feature whatever the switch says',
  })
  features: FeatureSwitchesDto;

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
