import type { AccessLevel } from '../access-level.js';

/** Access rules of the site-settings module's operations (see access-table.ts). */
export const SITE_SETTINGS_ACCESS: Record<string, AccessLevel> = {
  getSystemSettings: 'admin',
  saveSystemSettings: 'admin',
  getSiteSettings: 'public',
  getCustomCss: 'public',
};
