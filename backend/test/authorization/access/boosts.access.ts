import type { AccessLevel } from '../access-level.js';

/** Access rules of the boosts module's operations (see access-table.ts). */
export const BOOSTS_ACCESS: Record<string, AccessLevel> = {
  createBoost: 'user',
  listMyBoosts: 'user',
  getBoostQueue: 'user',
  getFeaturedBoost: 'public',
};
