import type { AccessLevel } from '../access-level.js';

/** Access rules of the analytics module's operations (see access-table.ts). */
export const ANALYTICS_ACCESS: Record<string, AccessLevel> = {
  getAnalytics: 'admin',
  getRecentUserActivity: 'admin',
};
