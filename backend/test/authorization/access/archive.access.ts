import type { AccessLevel } from '../access-level.js';

/**
 * Access rules of the archive module's operations (see access-table.ts). Reading is for signed-in
 * members; version history for moderators (like article history); editing for admins.
 */
export const ARCHIVE_ACCESS: Record<string, AccessLevel> = {
  listArchiveEntries: 'user',
  getArchiveTimeline: 'user',
  getArchiveEntry: 'user',
  listArchiveEntryRevisions: 'moderator',
  updateArchiveEntry: 'admin',
};
