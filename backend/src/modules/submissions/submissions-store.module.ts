import { Module } from '@nestjs/common';
import { ImportedSubmissionsWriter } from './imported-submissions.writer.js';
import { SubmissionsRepository } from './submissions.repository.js';

/** The submissions table and the CSV import's insert, with no other dependency (the worker imports this). */
@Module({
  providers: [SubmissionsRepository, ImportedSubmissionsWriter],
  exports: [SubmissionsRepository, ImportedSubmissionsWriter],
})
export class SubmissionsStoreModule {}
