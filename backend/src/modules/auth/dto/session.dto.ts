import { ApiProperty } from '@nestjs/swagger';
import { CurrentUserDto } from '../../users/current-user.js';
import { FEATURE_ACCESS_MODES, type FeatureAccessMode } from '../../settings/feature-access.js';
import { AuthPlatform } from '../auth-platform.js';
import { SECOND_FACTOR_STATES, type SecondFactorState } from '../../second-factor/second-factor-state.js';

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

  @ApiProperty({
    enum: SECOND_FACTOR_STATES,
    enumName: 'SecondFactorState',
    description:
      "An admin's second factor for this session: 'verify' and 'enrol' mean admin operations are refused " +
      "until a code is entered or a second factor is set up; 'off' for everyone else",
  })
  secondFactor: SecondFactorState;
}
