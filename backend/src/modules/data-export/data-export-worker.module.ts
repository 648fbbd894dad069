import { Module } from '@nestjs/common';
import { QueueName } from '../../queues/queue-names.js';
import { registerQueues } from '../../queues/register-queues.js';
import { DataExportScheduler } from './data-export-scheduler.js';
import { DataExportProcessor } from './data-export.processor.js';
import { DataExportRepository } from './data-export.repository.js';
import { DataExportBuilder } from './export-builder.js';

/** Worker side of data exports: building them and removing expired ones on a schedule. */
@Module({
  imports: [registerQueues(QueueName.DataExport)],
  providers: [DataExportProcessor, DataExportBuilder, DataExportRepository, DataExportScheduler],
})
export class DataExportWorkerModule {}
