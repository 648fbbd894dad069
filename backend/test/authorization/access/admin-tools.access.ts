import type { AccessLevel } from '../access-level.js';

/** Access rules of the admin user tools (bulk actions, roles) (see access-table.ts). */
export const ADMIN_TOOLS_ACCESS: Record<string, AccessLevel> = {
  runBulkAction: 'admin',
  listRoles: 'admin',
};
