import { shownName } from './display-name.js';
import type { CurrentUserDto } from './dto/current-user.dto.js';
import type { User } from './entities/user.entity.js';
import { isRootUser } from './root-user.js';
import type { UserStats } from './user-stats.js';

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
