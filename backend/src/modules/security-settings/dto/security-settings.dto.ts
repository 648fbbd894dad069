import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsInt, Max, Min } from 'class-validator';

export const SESSION_TIMEOUT_MIN = 5;
/** Sessions end after 7 days whatever the idle timeout (the cookie's lifetime). */
export const SESSION_TIMEOUT_MAX = 7 * 24 * 60;
export const DEFAULT_SESSION_TIMEOUT = 24 * 60;

export class SecuritySettingsDto {
  @ApiProperty({
    description:
      'On: every admin must set up a TOTP second factor and pass it in each session before admin operations. ' +
      'Off: only admins who set one up must pass it.',
  })
  @IsBoolean()
  require2FA: boolean;

  @ApiProperty({
    description: 'On: sign-in routes use the strict per-IP limit. Off: they fall back to the general limit.',
  })
  @IsBoolean()
  loginAttemptLimiting: boolean;

  @ApiProperty({
    description: 'Minutes of inactivity after which a session is refused and must sign in again',
    minimum: SESSION_TIMEOUT_MIN,
    maximum: SESSION_TIMEOUT_MAX,
  })
  @IsInt()
  @Min(SESSION_TIMEOUT_MIN)
  @Max(SESSION_TIMEOUT_MAX)
  sessionTimeout: number;

  @ApiProperty({
    description:
      'On: comments by members that look like link spam (3 or more links, or a link shortener) are held until a moderator approves them; only their author and moderators see them meanwhile',
  })
  @IsBoolean()
  autoModerate: boolean;

  @ApiProperty({
    description:
      'On: comments by members whose account is younger than 24 hours are held until a moderator approves them; only their author and moderators see them meanwhile',
  })
  @IsBoolean()
  requireApproval: boolean;
}
