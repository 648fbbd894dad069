import type { AccessLevel } from '../access-level.js';

/** Access rules of the badges module (see access-table.ts). */
export const BADGES_ACCESS: Record<string, AccessLevel> = {
  listBadges: 'admin',
  awardBadge: 'admin',
  revokeBadge: 'admin',
  createBadge: 'admin',
  updateBadge: 'admin',
  listUserBadges: 'user',
};
