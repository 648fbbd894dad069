import { ApiProperty } from '@nestjs/swagger';
import { UserSummaryDto } from '../../users/user-summary.js';

export const DISPLAY_NAME_PREFERENCES = ['realname', 'username'] as const;
export type DisplayNamePreference = (typeof DISPLAY_NAME_PREFERENCES)[number];

/** Figures counted from real activity on every read (definitions: UserStatsService). */
export class ProfileStatsDto {
  @ApiProperty({ description: '10 per article published + 2 per edit revision saved + 1 per comment written' })
  contributorScore: number;

  @ApiProperty({ description: "Likes and comments other users gave the user's articles" })
  karma: number;

  @ApiProperty()
  articleCount: number;

  @ApiProperty({ description: "Sum of the views of the user's articles" })
  totalViews: number;

  @ApiProperty()
  followers: number;

  @ApiProperty()
  following: number;
}

/** The privacy and display choices of the Settings profile tab (only on one's own profile). */
export class ProfileSettingsDto {
  @ApiProperty() showRealName: boolean;
  @ApiProperty() showEmail: boolean;
  @ApiProperty({ enum: DISPLAY_NAME_PREFERENCES, enumName: 'DisplayNamePreference' })
  displayNamePreference: DisplayNamePreference;
  @ApiProperty() showOnlineStatus: boolean;
  @ApiProperty() allowFriendRequests: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Stored nickname (the shown name follows the display-name rule)',
  })
  displayName: string | null;
}

/**
 * A user's public profile as the viewer may see it: e-mail only when the user shows it (or to
 * themselves and admins), real name only when the user shows it (or to themselves).
 */
export class ProfileDto extends UserSummaryDto {
  @ApiProperty({ type: String, nullable: true, description: 'null: show the default logo' })
  override profileImageUrl: string | null;

  @ApiProperty({ type: String, nullable: true })
  bio: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Without the leading @' })
  twitterHandle: string | null;

  @ApiProperty({ type: String, nullable: true })
  twitchUsername: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'A handle starting with @ (youtube.com/@handle) or a channel id starting with UC (youtube.com/channel/UC...)',
  })
  youtubeChannel: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Shown as plain text' })
  discordUsername: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'null unless the user shows it, or it is your own, or you are an admin',
  })
  email: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'null unless the user shows their real name, or it is your own',
  })
  firstName: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'null unless the user shows their real name, or it is your own',
  })
  lastName: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: ProfileStatsDto })
  stats: ProfileStatsDto;

  @ApiProperty({ description: 'Whether the signed-in viewer follows this user' })
  isFollowing: boolean;

  @ApiProperty()
  isOwnProfile: boolean;

  @ApiProperty({ type: Boolean, nullable: true, description: 'Ban status, for admins only (null for everyone else)' })
  isBanned: boolean | null;

  @ApiProperty({ type: ProfileSettingsDto, nullable: true, description: 'Only on your own profile' })
  settings: ProfileSettingsDto | null;
}
