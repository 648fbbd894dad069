import type { AccessLevel } from '../access-level.js';

/** Access rules of the support module's operations (see access-table.ts). */
export const SUPPORT_ACCESS: Record<string, AccessLevel> = {
  // "This entry is about me": anyone, signed in or not.
  createSupportRequest: 'public',
  createUsernameConflictRequest: 'user',
  listSupportRequests: 'admin',
  listSupportAssignees: 'admin',
  getSupportRequest: 'admin',
  updateSupportRequest: 'admin',
  addSupportNote: 'admin',
  replyToSupportRequest: 'admin',
  eraseSupportRequest: 'admin',
};
