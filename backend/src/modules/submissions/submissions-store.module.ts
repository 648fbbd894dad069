import { Module } from '@nestjs/common';
import { ArchiveLookupModule } from '../archive/archive-lookup.module.js';
import { ImportedDuplicatesFlagger } from './imported-duplicates.flagger.js';
import { ImportedSubmissionsWriter } from './imported-submissions.writer.js';
import { SubmissionDuplicatesRepository } from './submission-duplicates.repository.js';
import { SubmissionsRepository } from './submissions.repository.js';

/**
 * The submissions table, the CSV import's insert and its duplicate check, with no other dependency
 * than the archive's name lookup (the worker imports this).
 */
@Module({
  imports: [ArchiveLookupModule],
  providers: [
    SubmissionsRepository,
    SubmissionDuplicatesRepository,
    ImportedSubmissionsWriter,
    ImportedDuplicatesFlagger,
  ],
  exports: [
    SubmissionsRepository,
    SubmissionDuplicatesRepository,
    ImportedSubmissionsWriter,
    ImportedDuplicatesFlagger,
  ],
})
export class SubmissionsStoreModule {}
