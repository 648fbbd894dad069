import type { AccessLevel } from '../access-level.js';

/** Access rules of the audit module's operations (see access-table.ts). */
export const AUDIT_ACCESS: Record<string, AccessLevel> = {
  listUserAuditLog: 'admin',
};
