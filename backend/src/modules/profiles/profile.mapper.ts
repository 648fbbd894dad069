import { UserRole } from '../users/user-role.js';
import type { UserRecord } from '../users/user-record.js';
import { isRootUser } from '../users/root-user.js';
import type { UserStats } from '../users/user-stats.js';
import { toUserSummary } from '../users/user-summary.js';
import type { DisplayNamePreference, ProfileDto } from './dto/profile.dto.js';

export interface ProfileViewer {
  id: string;
  role: UserRole;
}

export interface ProfileContext {
  viewer: ProfileViewer;
  stats: UserStats;
  isFollowing: boolean;
}

/** The privacy rules of the profile page, in one place. */
export function toProfileDto(user: UserRecord, { viewer, stats, isFollowing }: ProfileContext): ProfileDto {
  const isOwn = viewer.id === user.id;
  const isAdmin = viewer.role === UserRole.Admin;
  const showRealName = isOwn || user.showRealName;
  return {
    ...toUserSummary(user),
    isRoot: isRootUser(user.id),
    bio: user.bio,
    twitterHandle: user.twitterHandle,
    twitchUsername: user.twitchUsername,
    youtubeChannel: user.youtubeChannel,
    discordUsername: user.discordUsername,
    email: isOwn || isAdmin || user.showEmail ? user.email : null,
    firstName: showRealName ? user.firstName : null,
    lastName: showRealName ? user.lastName : null,
    createdAt: user.createdAt.toISOString(),
    stats: { ...stats },
    isFollowing,
    isOwnProfile: isOwn,
    isBanned: isAdmin ? user.isBanned : null,
    settings: isOwn
      ? {
          showRealName: user.showRealName,
          showEmail: user.showEmail,
          displayNamePreference: preferenceOf(user),
          showOnlineStatus: user.showOnlineStatus,
          allowFriendRequests: user.allowFriendRequests,
          displayName: user.displayName,
        }
      : null,
  };
}

function preferenceOf(user: UserRecord): DisplayNamePreference {
  return user.displayNamePreference === 'realname' ? 'realname' : 'username';
}
