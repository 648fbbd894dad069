import { Module } from '@nestjs/common';
import { QueueName } from '../../queues/queue-names.js';
import { registerQueues } from '../../queues/register-queues.js';
import { DataExportAccountMergeStep } from './data-export.account-merge.js';
import { DataExportController } from './data-export.controller.js';
import { DataExportRepository } from './data-export.repository.js';
import { DataExportService } from './data-export.service.js';

/** API side of "download my data": start, status, download. The worker side is DataExportWorkerModule. */
@Module({
  imports: [registerQueues(QueueName.DataExport)],
  controllers: [DataExportController],
  providers: [DataExportService, DataExportRepository, DataExportAccountMergeStep],
})
export class DataExportModule {}
