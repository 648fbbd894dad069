import type { AccessLevel } from '../access-level.js';

/** Access rules of the system-status module's operations (see access-table.ts). */
export const SYSTEM_STATUS_ACCESS: Record<string, AccessLevel> = {
  getDatabaseStatus: 'admin',
  getSystemHealth: 'admin',
};
