import type { AccessLevel } from '../access-level.js';

/** Access rules of the security-settings module's operations (see access-table.ts). */
export const SECURITY_SETTINGS_ACCESS: Record<string, AccessLevel> = {
  getSecuritySettings: 'admin',
  saveSecuritySettings: 'admin',
};
