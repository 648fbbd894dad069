import { ArchiveEntries1795457661552 } from './1795457661552-ArchiveEntries.js';

/** Migrations added by the archive module, each file in this folder named <timestamp>-<Name>.ts. */
export const ARCHIVE_MIGRATIONS = [ArchiveEntries1795457661552];
