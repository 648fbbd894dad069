import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import { SECOND_FACTOR_STATES, type SecondFactorState } from '../second-factor-state.js';

export class SecondFactorStatusDto {
  @ApiProperty({ description: 'A confirmed second factor exists for this account' })
  enrolled: boolean;

  @ApiProperty({ description: 'The security settings require a second factor of every admin' })
  required: boolean;

  @ApiProperty({
    enum: SECOND_FACTOR_STATES,
    enumName: 'SecondFactorState',
    description:
      "This session: 'off' (not an admin, or no second factor needed), 'verify' (enter a code before admin " +
      "operations), 'enrol' (set one up before admin operations), 'verified' (checked for this session)",
  })
  state: SecondFactorState;

  @ApiProperty({ description: 'Recovery codes not used yet (0 without a second factor)' })
  recoveryCodesLeft: number;

  @ApiProperty({
    description: 'Some recovery codes are of an older, shorter format: generating new ones is recommended',
  })
  recoveryCodesOutdated: boolean;
}

export class SecondFactorEnrolmentDto {
  @ApiProperty({ description: 'The base32 secret, for typing into an authenticator app. Shown only now.' })
  secret: string;

  @ApiProperty({ description: 'otpauth:// address of the same secret, for a QR code' })
  otpauthUrl: string;
}

export class SecondFactorCodeDto {
  @ApiProperty({
    description: 'The 6-digit code of the authenticator app (or, to verify a session, a recovery code)',
    example: '123456',
  })
  @IsString()
  @MaxLength(32)
  @Matches(/^[0-9a-fA-F\s-]{6,32}$/, { message: 'code must be a 6-digit code or a recovery code' })
  code: string;
}

export class SecondFactorRecoveryCodesDto {
  @ApiProperty({ type: [String], description: 'One-time recovery codes, shown only now (stored hashed)' })
  recoveryCodes: string[];

  @ApiProperty({ type: SecondFactorStatusDto })
  status: SecondFactorStatusDto;
}
