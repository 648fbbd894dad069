import { Module } from '@nestjs/common';
import { ArchiveSimilarNames } from './archive-similar-names.js';
import { ArchiveRepository } from './archive.repository.js';

/** The archive's name lookups without the rest of the module (the worker process imports this). */
@Module({
  providers: [ArchiveRepository, ArchiveSimilarNames],
  exports: [ArchiveSimilarNames],
})
export class ArchiveLookupModule {}
