import { Module } from '@nestjs/common';
import { ArchiveLookupModule } from '../archive/archive-lookup.module.js';
import { ImportedDuplicatesFlagger } from './imported-duplicates.flagger.js';
import { ImportedSubmissionsWriter } from './imported-submissions.writer.js';
import { PendingSubmissionsQuota } from './pending-submissions-quota.js';
import { SubmissionDuplicatesRepository } from './submission-duplicates.repository.js';
import { SubmissionsRepository } from './submissions.repository.js';

/**
 * The submissions table, the CSV import's insert, its duplicate check and the pending cap, with no other dependency
 * than the archive's name lookup (the worker imports this).
 */
@Module({
  imports: [ArchiveLookupModule],
  providers: [
    SubmissionsRepository,
    SubmissionDuplicatesRepository,
    ImportedSubmissionsWriter,
    ImportedDuplicatesFlagger,
    PendingSubmissionsQuota,
  ],
  exports: [
    SubmissionsRepository,
    SubmissionDuplicatesRepository,
    ImportedSubmissionsWriter,
    ImportedDuplicatesFlagger,
    PendingSubmissionsQuota,
  ],
})
export class SubmissionsStoreModule {}
