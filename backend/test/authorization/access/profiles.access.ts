import type { AccessLevel } from '../access-level.js';

/** Access rules of the profiles module's operations (see access-table.ts). */
export const PROFILES_ACCESS: Record<string, AccessLevel> = {
  getProfileByUsername: 'user',
  listProfileArticles: 'user',
  followUser: 'user',
  unfollowUser: 'user',
  listFollowers: 'user',
  listFollowing: 'user',
  listUserActivity: 'user',
  listRecentActivity: 'user',
  updateMyProfile: 'user',
  uploadMyAvatar: 'user',
  deleteMyAvatar: 'user',
  getUserAvatar: 'public',
};
