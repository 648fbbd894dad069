import type { AccessLevel } from '../access-level.js';

/** Access rules of the profiles module's operations (see access-table.ts). */
export const PROFILES_ACCESS: Record<string, AccessLevel> = {};
