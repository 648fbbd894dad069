import type { AccessLevel } from '../access-level.js';

/** Access rules of the reports module's operations (see access-table.ts). */
export const REPORTS_ACCESS: Record<string, AccessLevel> = {
  createReport: 'user',
  listReportedItems: 'moderator',
  // Guard level; deleting a reported article stays an admin's (tested in test/reports).
  actOnReports: 'moderator',
};
