import type { AccessLevel } from '../access-level.js';

/** Access rules of the data-export module's operations (see access-table.ts). */
export const DATA_EXPORT_ACCESS: Record<string, AccessLevel> = {
  startDataExport: 'user', // every signed-in user exports their own data
  getDataExportStatus: 'user',
  downloadDataExport: 'user', // then 404 unless the export is the caller's own
};
