import type { AccessLevel } from '../access-level.js';

/** Access rules of the points module's operations (see access-table.ts). */
export const POINTS_ACCESS: Record<string, AccessLevel> = {
  listMyPointsLedger: 'user',
};
