import type { AccessLevel } from '../access-level.js';

/** Access rules of the articles module's operations (see access-table.ts). */
export const ARTICLES_ACCESS: Record<string, AccessLevel> = {};
