import { ApiProperty } from '@nestjs/swagger';
import { CurrentUserDto } from '../../users/current-user.js';
import {
  FEATURE_ACCESS_SUMMARIES,
  FeatureSwitchesDto,
  type FeatureAccessSummary,
} from '../../settings/feature-access.js';
import { AuthPlatform } from '../auth-platform.js';
import { SECOND_FACTOR_STATES, type SecondFactorState } from '../../second-factor/second-factor-state.js';

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

  @ApiProperty({
    enum: SECOND_FACTOR_STATES,
    enumName: 'SecondFactorState',
    description:
      "An admin's second factor for this session: 'verify' and 'enrol' mean admin operations are refused " +
      "until a code is entered or a second factor is set up; 'off' for everyone else",
  })
  secondFactor: SecondFactorState;
}
