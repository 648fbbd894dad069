import type { EntityClass } from '../../../database/entity-class.js';
import { ArchiveEntryRevision } from './archive-entry-revision.entity.js';
import { ArchiveEntry } from './archive-entry.entity.js';

/** Entities of the archive module (database/entities.ts collects every module's list). */
export const ARCHIVE_ENTITIES: EntityClass[] = [ArchiveEntry, ArchiveEntryRevision];
