import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { handBackWhenInterrupted, JobInterrupted } from '../../queues/job-hand-back.js';
import { QueueName } from '../../queues/queue-names.js';
import { CsvBatchImporter, type ImportOutcome } from './csv-batch-importer.js';
import { CsvImportJob, type CsvImportJobData } from './csv-import.jobs.js';
import { importLockMs } from './import-limits.js';

/**
 * Runs CSV imports in the worker process. A worker that dies mid-batch loses its lock; BullMQ's
 * stalled-job check then hands the job to another worker, which resumes from the batch's next row.
 */
@Processor(QueueName.CsvImport, {
  lockDuration: importLockMs(),
  stalledInterval: Math.min(importLockMs(), 30_000),
  maxStalledCount: 2,
})
export class CsvImportProcessor extends WorkerHost {
  constructor(private readonly importer: CsvBatchImporter) {
    super();
  }

  // Declaring `signal` makes BullMQ pass one: a stopping worker uses it to hand the job back.
  async process(job: Job<CsvImportJobData>, token?: string, signal?: AbortSignal): Promise<{ outcome: ImportOutcome }> {
    switch (job.name as CsvImportJob) {
      case CsvImportJob.ImportBatch:
        return { outcome: await handBackWhenInterrupted(job, token, () => this.importBatch(job, signal)) };
      default:
        throw new Error(`Unknown csv-import job ${job.name}`);
    }
  }

  private async importBatch(job: Job<CsvImportJobData>, signal?: AbortSignal): Promise<ImportOutcome> {
    try {
      return await this.importer.run(job.data.batchId, (percent) => job.updateProgress(percent), signal);
    } catch (error) {
      if (error instanceof JobInterrupted) throw error;
      // Retried with backoff; after the last attempt the batch shows as failed (the job stays for operators).
      if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) await this.importer.failAfterError(job.data.batchId);
      throw error;
    }
  }
}
