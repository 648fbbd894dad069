import type { CurrentUserDto, ProfileDto, SessionDto } from '@/api/generated/types.gen';

/** A signed-in user for component tests. */
export function buildCurrentUser(overrides: Partial<CurrentUserDto> = {}): CurrentUserDto {
  return {
    id: 'user-1',
    username: 'cellbonder',
    displayName: 'cellbonder',
    firstName: null,
    lastName: null,
    email: 'cell@example.com',
    role: 'user',
    isRoot: false,
    profileImageUrl: null,
    bio: null,
    twitterHandle: null,
    twitchUsername: null,
    youtubeChannel: null,
    discordUsername: null,
    showRealName: false,
    showEmail: false,
    displayNamePreference: 'username',
    showOnlineStatus: true,
    allowFriendRequests: true,
    primaryPlatform: null,
    createdAt: '2023-04-01T10:00:00.000Z',
    contributorScore: 120,
    karmaScore: 45,
    availablePoints: 300,
    ...overrides,
  };
}

export function buildSession(user: CurrentUserDto | null): SessionDto {
  return { user, featureAccess: 'everyone', platforms: [], rootLoginAvailable: false };
}

export function buildProfile(overrides: Partial<ProfileDto> = {}): ProfileDto {
  return {
    id: 'user-2',
    username: 'lurker_since_07',
    displayName: 'lurker_since_07',
    role: 'user',
    isRoot: false,
    profileImageUrl: null,
    bio: 'Watching since the Justin.tv days.',
    twitterHandle: 'lurker',
    twitchUsername: null,
    youtubeChannel: '@lurker',
    discordUsername: 'lurker.07',
    email: null,
    firstName: null,
    lastName: null,
    createdAt: '2024-01-01T00:00:00.000Z',
    stats: { contributorScore: 12, karma: 7, articleCount: 3, totalViews: 4567, followers: 9, following: 2 },
    isFollowing: false,
    isOwnProfile: false,
    isBanned: null,
    settings: null,
    ...overrides,
  };
}
