import { ApiProperty } from '@nestjs/swagger';

/** One of the caller's own signed-in sessions (a browser or device). */
export class SignedInSessionDto {
  @ApiProperty({ description: 'An opaque id for this session (not the cookie)', example: '3f0c9a...' })
  id: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the sign-in happened' })
  createdAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Last request seen (to the minute)' })
  lastSeenAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', description: 'When the session ends at the latest' })
  expiresAt: string;

  @ApiProperty({ example: 'Firefox' })
  browser: string;

  @ApiProperty({ example: 'Windows' })
  os: string;

  @ApiProperty({ example: 'Firefox on Windows', description: 'A rough description read from the user agent' })
  description: string;

  @ApiProperty({ description: 'True for the session that made this request' })
  current: boolean;
}

export class SignedInSessionsDto {
  @ApiProperty({ description: 'Minutes of inactivity after which a session ends (the admin setting)' })
  sessionTimeoutMinutes: number;

  @ApiProperty({ type: [SignedInSessionDto], description: 'This device first, then the newest sign-in first' })
  sessions: SignedInSessionDto[];
}

export class EndedSessionsDto {
  @ApiProperty({ description: 'How many sessions were signed out' })
  ended: number;
}
