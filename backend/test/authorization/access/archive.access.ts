import type { AccessLevel } from '../access-level.js';

/**
 * Access rules of the archive module's operations (see access-table.ts). One entry is public (like
 * an article); the index and timeline for signed-in members; version history for moderators (like
 * article history); editing for admins.
 */
export const ARCHIVE_ACCESS: Record<string, AccessLevel> = {
  listArchiveEntries: 'user',
  getArchiveTimeline: 'user',
  getArchiveEntry: 'public',
  listArchiveEntryRevisions: 'moderator',
  updateArchiveEntry: 'admin',
};
