import { Module } from '@nestjs/common';
import { QueueName } from '../../queues/queue-names.js';
import { registerQueues } from '../../queues/register-queues.js';
import { SubmissionsStoreModule } from '../submissions/submissions-store.module.js';
import { BatchAdmission } from './batch-admission.js';
import { BatchDuplicateChecker } from './batch-duplicate-checker.js';
import { CsvBatchImporter } from './csv-batch-importer.js';
import { CsvDuplicatesProcessor } from './csv-duplicates.processor.js';
import { CsvImportProcessor } from './csv-import.processor.js';
import { ImportTurns } from './import-turns.js';
import { SubmissionImportsRepository } from './submission-imports.repository.js';

/**
 * Worker side of CSV batches: the csv-import processor (imports, in fair turns) and the csv-duplicates
 * processor (the duplicate check after each import, on its own queue).
 */
@Module({
  imports: [registerQueues(QueueName.CsvImport, QueueName.CsvDuplicates), SubmissionsStoreModule],
  providers: [
    CsvImportProcessor,
    CsvDuplicatesProcessor,
    CsvBatchImporter,
    BatchAdmission,
    BatchDuplicateChecker,
    ImportTurns,
    SubmissionImportsRepository,
  ],
})
export class SubmissionImportsWorkerModule {}
