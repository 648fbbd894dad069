import type { AccessLevel } from '../access-level.js';

/** Access rules of the messages module's operations (see access-table.ts). */
export const MESSAGES_ACCESS: Record<string, AccessLevel> = {};
