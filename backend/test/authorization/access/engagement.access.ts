import type { AccessLevel } from '../access-level.js';

/** Access rules of the engagement module's operations (see access-table.ts). */
export const ENGAGEMENT_ACCESS: Record<string, AccessLevel> = {};
