/**
 * A user's figures, computed from real activity on every read (see UserStatsService in the
 * profiles module for the definitions).
 */
export interface UserStats {
  contributorScore: number;
  karma: number;
  articleCount: number;
  totalViews: number;
  followers: number;
  following: number;
}

export const EMPTY_USER_STATS: UserStats = {
  contributorScore: 0,
  karma: 0,
  articleCount: 0,
  totalViews: 0,
  followers: 0,
  following: 0,
};
