import { resolveDisplayName } from './display-name.js';
import type { CurrentUserDto } from './dto/current-user.dto.js';
import type { User } from './entities/user.entity.js';
import { isRootUser } from './root-user.js';

export function toCurrentUserDto(user: User): CurrentUserDto {
  return {
    id: user.id,
    username: user.username,
    displayName: isRootUser(user.id) ? 'ROOT' : resolveDisplayName(user),
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
    contributorScore: user.contributorScore,
    karmaScore: user.karmaScore,
    availablePoints: user.availablePoints,
  };
}
