import { ApiProperty } from '@nestjs/swagger';
import { UserRole } from './user-role.js';

/** The four badge animations; the front end draws each in CSS (still under prefers-reduced-motion). */
export enum FlairAnimation {
  Pulse = 'pulse',
  Glow = 'glow',
  Rainbow = 'rainbow',
  Bounce = 'bounce',
}

/** At most this many flairs are shown next to a user: the role's built-in flair(s), then the chosen one. */
export const MAX_SHOWN_FLAIRS = 3;

/**
 * A flair as it is shown next to a user (profile, byline, comment, message header). Built-in role
 * flairs have no catalogue row (flairId null); the chosen flair is one of the user's own.
 */
export class FlairBadgeDto {
  @ApiProperty({ example: 'role:admin', description: "'role:<role>' for built-in flairs, 'flair:<id>' otherwise" })
  key: string;

  @ApiProperty({ type: Number, nullable: true })
  flairId: number | null;

  @ApiProperty({ example: 'admin' })
  name: string;

  @ApiProperty({ example: 'Admin' })
  displayName: string;

  @ApiProperty({ example: '#dc2626' })
  backgroundColor: string;

  @ApiProperty({ example: '#ffffff' })
  textColor: string;

  @ApiProperty({ example: '#991b1b' })
  borderColor: string;

  @ApiProperty()
  isAnimated: boolean;

  @ApiProperty({ enum: [...Object.values(FlairAnimation), null], type: 'string', nullable: true })
  animationType: FlairAnimation | null;

  @ApiProperty({ description: 'True for the flairs every holder of a role gets' })
  builtIn: boolean;
}

const roleFlair = (
  role: string,
  displayName: string,
  colors: Pick<FlairBadgeDto, 'backgroundColor' | 'textColor' | 'borderColor'>,
  animationType: FlairAnimation | null = null,
): FlairBadgeDto => ({
  key: `role:${role}`,
  flairId: null,
  name: role,
  displayName,
  ...colors,
  isAnimated: animationType !== null,
  animationType,
  builtIn: true,
});

/**
 * Built-in flairs by role: Admin (red, animated glow), Moderator (green), Helper (purple). Matched on
 * the exact role (an admin is not also shown as Moderator). 'helper' is not a role of this product
 * yet; its flair is ready for when it is.
 */
const ROLE_FLAIRS: Record<string, FlairBadgeDto> = {
  [UserRole.Admin]: roleFlair(
    UserRole.Admin,
    'Admin',
    { backgroundColor: '#dc2626', textColor: '#ffffff', borderColor: '#991b1b' },
    FlairAnimation.Glow,
  ),
  [UserRole.Moderator]: roleFlair(UserRole.Moderator, 'Moderator', {
    backgroundColor: '#16a34a',
    textColor: '#ffffff',
    borderColor: '#166534',
  }),
  helper: roleFlair('helper', 'Helper', { backgroundColor: '#9333ea', textColor: '#ffffff', borderColor: '#6b21a8' }),
};

/** The built-in flairs a holder of this role shows (a fresh array each time: callers append to it). */
export function roleFlairsOf(role: string): FlairBadgeDto[] {
  const flair = ROLE_FLAIRS[role];
  return flair ? [{ ...flair }] : [];
}

/** Role flairs first, then the chosen flairs, never more than MAX_SHOWN_FLAIRS. */
export function shownFlairs(role: string, chosen: FlairBadgeDto[]): FlairBadgeDto[] {
  return [...roleFlairsOf(role), ...chosen].slice(0, MAX_SHOWN_FLAIRS);
}
