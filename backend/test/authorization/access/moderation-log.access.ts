import type { AccessLevel } from '../access-level.js';

/** Access rules of the moderation-log module's operations (see access-table.ts). */
export const MODERATION_LOG_ACCESS: Record<string, AccessLevel> = {
  listModerationLog: 'public',
};
