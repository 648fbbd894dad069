import { ApiProperty } from '@nestjs/swagger';
import { shownName } from './display-name.js';
import type { User } from './entities/user.entity.js';
import { isRootUser } from './root-user.js';
import { UserRole } from './user-role.js';
import type { UserStats } from './user-stats.js';

/**
 * The signed-in user as the session endpoint returns it (private fields included: it is their own).
 * Public type of the users module, like user-summary.ts.
 */
export class CurrentUserDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() username: string;
  @ApiProperty({ description: 'Name resolved with the display-name rule' }) displayName: string;
  @ApiProperty({ type: String, nullable: true }) firstName: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName: string | null;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty({ enum: UserRole, enumName: 'UserRole' }) role: UserRole;
  @ApiProperty({ description: 'The reserved root admin, shown as ROOT' }) isRoot: boolean;
  @ApiProperty({ type: String, nullable: true }) profileImageUrl: string | null;
  @ApiProperty({ type: String, nullable: true }) bio: string | null;
  @ApiProperty({ type: String, nullable: true }) twitterHandle: string | null;
  @ApiProperty({ type: String, nullable: true }) twitchUsername: string | null;
  @ApiProperty({ type: String, nullable: true }) youtubeChannel: string | null;
  @ApiProperty({ type: String, nullable: true }) discordUsername: string | null;
  @ApiProperty() showRealName: boolean;
  @ApiProperty() showEmail: boolean;
  @ApiProperty() displayNamePreference: string;
  @ApiProperty() showOnlineStatus: boolean;
  @ApiProperty() allowFriendRequests: boolean;
  @ApiProperty({ type: String, nullable: true }) primaryPlatform: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty() contributorScore: number;
  @ApiProperty() karmaScore: number;
  @ApiProperty() availablePoints: number;
}

/**
 * The session's user. Pass the figures from UserStatsService.statsFor so the home card shows the
 * same contributor score and karma as the profile; without them the stored columns are used.
 */
export function toCurrentUserDto(user: User, stats?: UserStats): CurrentUserDto {
  return {
    id: user.id,
    username: user.username,
    displayName: shownName(user),
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    isRoot: isRootUser(user.id),
    profileImageUrl: user.profileImageUrl,
    bio: user.bio,
    twitterHandle: user.twitterHandle,
    twitchUsername: user.twitchUsername,
    youtubeChannel: user.youtubeChannel,
    discordUsername: user.discordUsername,
    showRealName: user.showRealName,
    showEmail: user.showEmail,
    displayNamePreference: user.displayNamePreference,
    showOnlineStatus: user.showOnlineStatus,
    allowFriendRequests: user.allowFriendRequests,
    primaryPlatform: user.primaryPlatform,
    createdAt: user.createdAt.toISOString(),
    contributorScore: stats?.contributorScore ?? user.contributorScore,
    karmaScore: stats?.karma ?? user.karmaScore,
    availablePoints: user.availablePoints,
  };
}
