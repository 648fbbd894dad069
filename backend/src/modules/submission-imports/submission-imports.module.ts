import { Module } from '@nestjs/common';
import { QueueName } from '../../queues/queue-names.js';
import { registerQueues } from '../../queues/register-queues.js';
import { SubmissionsStoreModule } from '../submissions/submissions-store.module.js';
import { ImportTurns } from './import-turns.js';
import { SubmissionImportsAccountMergeStep } from './submission-imports.account-merge.js';
import { SubmissionImportsController } from './submission-imports.controller.js';
import { SubmissionImportsRepository } from './submission-imports.repository.js';
import { SubmissionImportsService } from './submission-imports.service.js';

/** API side of CSV batches: upload, status, error report, template. The worker side is SubmissionImportsWorkerModule. */
@Module({
  imports: [registerQueues(QueueName.CsvImport), SubmissionsStoreModule],
  controllers: [SubmissionImportsController],
  providers: [SubmissionImportsService, SubmissionImportsRepository, ImportTurns, SubmissionImportsAccountMergeStep],
})
export class SubmissionImportsModule {}
