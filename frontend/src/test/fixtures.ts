import type {
  AdminUserDto,
  ArticleDto,
  ArticlePageDto,
  ArticleSearchPageDto,
  ArticleSummaryDto,
  ConnectionDto,
  CurrentUserDto,
  ProfileDto,
  SessionDto,
  StoreItemDto,
  SubmissionBatchDto,
  UsernameConflictRequestDto,
  UserSummaryDto,
} from '@/api/generated/types.gen';

/*
 * The one set of test data. Every builder returns a complete generated response type, so a
 * fixture that no longer matches the API fails the typecheck; tests override only what they check.
 */

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

/** A session; `featureAccess: 'admins'` without `features` restricts all four switches, as the server would. */
export function buildSession(user: CurrentUserDto | null, overrides: Partial<SessionDto> = {}): SessionDto {
  const mode = overrides.featureAccess === 'admins' ? 'admins' : 'everyone';
  const features = { browse: mode, store: mode, contribute: mode, messages: mode } as const;
  return {
    user,
    featureAccess: 'everyone',
    features,
    platforms: [],
    rootLoginAvailable: false,
    secondFactor: 'off',
    ...overrides,
  };
}

/** A member as embedded in a list item (an author, a reported member): a new member without a picture. */
export function buildUserSummary(overrides: Partial<UserSummaryDto> = {}): UserSummaryDto {
  return {
    id: 'u9',
    username: 'newbie',
    displayName: 'Newbie',
    role: 'user',
    isRoot: false,
    profileImageUrl: null,
    flairs: [],
    ...overrides,
  };
}

let nextArticleId = 1;

export function buildArticle(overrides: Partial<ArticleSummaryDto> = {}): ArticleSummaryDto {
  const id = overrides.id ?? nextArticleId++;
  return {
    id,
    title: `The first IRL broadcast #${id}`,
    excerpt: null,
    preview: 'In 2007 a camera on a baseball cap turned one life into a round-the-clock broadcast.',
    previewTruncated: false,
    category: 'Justin.tv Era',
    authorId: 'a1b2c3',
    author: {
      id: 'a1b2c3',
      username: 'historian',
      displayName: 'Ada Historian',
      role: 'admin',
      isRoot: false,
      profileImageUrl: null,
      flairs: [],
    },
    authorName: 'Ada Historian',
    tags: ['justintv', 'lifecasting'],
    createdAt: '2024-03-05T12:00:00.000Z',
    views: 1234,
    likes: 56,
    commentCount: 7,
    featuredPinned: false,
    ...overrides,
  };
}

/** A full article (the article page's answer): a summary plus its HTML body. */
export function buildFullArticle(overrides: Partial<ArticleDto> = {}): ArticleDto {
  const {
    content = '<p>Body</p>',
    updatedAt = '2024-03-06T12:00:00.000Z',
    editedAt = null,
    editedBy = null,
    references = [],
    ...summary
  } = overrides;
  return { ...buildArticle(summary), content, updatedAt, editedAt, editedBy, references };
}

export function buildPage(items: ArticleSummaryDto[], overrides: Partial<ArticlePageDto> = {}): ArticlePageDto {
  return { items, nextCursor: null, total: items.length, totalIsEstimate: false, ...overrides };
}

export function buildProfile(overrides: Partial<ProfileDto> = {}): ProfileDto {
  return {
    id: 'user-2',
    username: 'lurker_since_07',
    displayName: 'lurker_since_07',
    role: 'user',
    isRoot: false,
    profileImageUrl: null,
    flairs: [],
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

/** A search answer: the summaries with the server's highlighted title and passage (no matches marked). */
export function buildSearchPage(
  items: ArticleSummaryDto[],
  overrides: Partial<ArticleSearchPageDto> = {},
): ArticleSearchPageDto {
  return {
    items: items.map((item) => ({ ...item, highlightTitle: item.title, highlightPreview: item.preview })),
    nextCursor: null,
    total: items.length,
    totalIsEstimate: false,
    correctedQuery: null,
    suggestedQuery: null,
    ...overrides,
  };
}

export function buildUsernameConflictRequest(
  overrides: Partial<UsernameConflictRequestDto> = {},
): UsernameConflictRequestDto {
  return {
    id: 'r1',
    userId: 'user-1',
    conflictType: 'account-merge',
    desiredUsername: 'cellbonder',
    currentUsername: 'cellbonder_2',
    explanation: 'Both accounts are mine.',
    contactEmail: 'cell@example.com',
    status: 'new',
    createdAt: '2024-03-05T12:00:00.000Z',
    ...overrides,
  };
}

/** A row of the admins' user lists (users tab, bulk actions, badge awards). */
export function buildAdminUser(overrides: Partial<AdminUserDto> = {}): AdminUserDto {
  return {
    id: 'u-1',
    username: 'cellbonder',
    displayName: 'Cell Bonder',
    email: null,
    role: 'user',
    isBanned: false,
    banReason: null,
    bannedUntil: null,
    banReasonCategory: null,
    isRoot: false,
    primaryPlatform: null,
    profileImageUrl: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A CSV batch of person rows being read: 100 of 200 rows handled, 10 of them rejected. */
export function buildSubmissionBatch(overrides: Partial<SubmissionBatchDto> = {}): SubmissionBatchDto {
  return {
    id: '6f1c2b3a-1d2e-4f50-8a9b-0c1d2e3f4a5b',
    type: 'person',
    fileName: 'people.csv',
    sizeBytes: 2048,
    status: 'processing',
    totalRows: 200,
    processedRows: 100,
    acceptedRows: 90,
    rejectedRows: 10,
    progressPercent: 50,
    failureReason: null,
    firstErrors: [],
    duplicateCheck: null,
    duplicatePercent: 0,
    duplicateRows: 0,
    createdAt: '2026-11-23T10:00:00.000Z',
    startedAt: '2026-11-23T10:00:01.000Z',
    finishedAt: null,
    ...overrides,
  };
}

/** A sign-in platform of the account's connections list; not connected unless the overrides say so. */
export function buildConnection(
  platform: ConnectionDto['platform'],
  overrides: Partial<ConnectionDto> = {},
): ConnectionDto {
  return {
    platform,
    connected: false,
    isPrimary: false,
    isPublic: false,
    available: true,
    username: null,
    displayName: null,
    avatar: null,
    ...overrides,
  };
}

/** An active store item (a points pack unless the overrides say otherwise), priced in US dollars. */
export function buildStoreItem(overrides: Partial<StoreItemDto> & { priceCents: number }): StoreItemDto {
  return {
    id: 'id-item',
    key: 'item',
    kind: 'points_pack',
    name: 'Item',
    description: '',
    price: overrides.priceCents / 100,
    currency: 'usd',
    points: 0,
    bonusPercent: 0,
    highlighted: false,
    status: 'active',
    ...overrides,
  };
}
