import type { AccessLevel } from '../access-level.js';

/** Access rules of the link-checks module's operations (see access-table.ts). */
export const LINK_CHECKS_ACCESS: Record<string, AccessLevel> = {
  listDeadLinks: 'admin',
  checkCitedLinks: 'admin',
};
