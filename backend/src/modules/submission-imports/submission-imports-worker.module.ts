import { Module } from '@nestjs/common';
import { QueueName } from '../../queues/queue-names.js';
import { registerQueues } from '../../queues/register-queues.js';
import { SubmissionsStoreModule } from '../submissions/submissions-store.module.js';
import { BatchDuplicateChecker } from './batch-duplicate-checker.js';
import { CsvBatchImporter } from './csv-batch-importer.js';
import { CsvImportProcessor } from './csv-import.processor.js';
import { SubmissionImportsRepository } from './submission-imports.repository.js';

/** Worker side of CSV batches: the csv-import processor, the importer and the duplicate check it hands jobs to. */
@Module({
  imports: [registerQueues(QueueName.CsvImport), SubmissionsStoreModule],
  providers: [CsvImportProcessor, CsvBatchImporter, BatchDuplicateChecker, SubmissionImportsRepository],
})
export class SubmissionImportsWorkerModule {}
