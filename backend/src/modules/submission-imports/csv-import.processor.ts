import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { DelayedError, type Job, type Queue } from 'bullmq';
import { QueueName } from '../../queues/queue-names.js';
import { BatchDuplicateChecker, type DuplicateCheckOutcome } from './batch-duplicate-checker.js';
import { CsvBatchImporter, type ImportOutcome } from './csv-batch-importer.js';
import { CsvImportJob, duplicatesJobId, type CsvImportJobData } from './csv-import.jobs.js';
import { BatchDuplicateCheck, SubmissionBatchStatus } from './entities/submission-batch.entity.js';
import { importLockMs } from './import-limits.js';
import { SubmissionImportsRepository } from './submission-imports.repository.js';

/** How soon a duplicate check handed back by a worker that is shutting down is taken up again. */
const HAND_BACK_DELAY_MS = 1000;

/**
 * Runs CSV imports in the worker process. A worker that dies mid-batch loses its lock; BullMQ's
 * stalled-job check then hands the job to another worker, which resumes from the batch's next row.
 * A completed import queues the batch's duplicate check (check-duplicates, one job id per batch),
 * which runs in chunks and resumes the same way.
 */
@Processor(QueueName.CsvImport, {
  lockDuration: importLockMs(),
  stalledInterval: Math.min(importLockMs(), 30_000),
  maxStalledCount: 2,
})
export class CsvImportProcessor extends WorkerHost {
  constructor(
    private readonly importer: CsvBatchImporter,
    private readonly duplicates: BatchDuplicateChecker,
    private readonly batches: SubmissionImportsRepository,
    @InjectQueue(QueueName.CsvImport) private readonly queue: Queue<CsvImportJobData>,
  ) {
    super();
  }

  async process(
    job: Job<CsvImportJobData>,
    token?: string,
  ): Promise<{ outcome: ImportOutcome } | { duplicates: DuplicateCheckOutcome }> {
    switch (job.name as CsvImportJob) {
      case CsvImportJob.ImportBatch:
        return { outcome: await this.importBatch(job) };
      case CsvImportJob.CheckDuplicates:
        return { duplicates: await this.checkDuplicates(job, token) };
      default:
        throw new Error(`Unknown csv-import job ${job.name}`);
    }
  }

  private async importBatch(job: Job<CsvImportJobData>): Promise<ImportOutcome> {
    let outcome: ImportOutcome;
    try {
      outcome = await this.importer.run(job.data.batchId, (percent) => job.updateProgress(percent));
    } catch (error) {
      // Retried with backoff; after the last attempt the batch shows as failed (the job stays for operators).
      if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) await this.importer.failAfterError(job.data.batchId);
      throw error;
    }
    // Also on a re-run of a completed batch: the worker may have died between completing it and queueing the check.
    if (outcome === 'completed' || outcome === 'skipped') await this.queueDuplicateCheck(job.data.batchId);
    return outcome;
  }

  private async queueDuplicateCheck(batchId: string): Promise<void> {
    const batch = await this.batches.find(batchId);
    if (batch?.status !== SubmissionBatchStatus.Completed || batch.duplicateCheck !== BatchDuplicateCheck.Checking) {
      return;
    }
    await this.queue.add(CsvImportJob.CheckDuplicates, { batchId }, { jobId: duplicatesJobId(batchId) });
  }

  private async checkDuplicates(job: Job<CsvImportJobData>, token: string | undefined): Promise<DuplicateCheckOutcome> {
    let outcome: DuplicateCheckOutcome;
    try {
      outcome = await this.duplicates.run(
        job.data.batchId,
        (percent) => job.updateProgress(percent),
        () => this.worker.closing !== undefined,
      );
    } catch (error) {
      // Retried with backoff; after the last attempt the check ends with the flags found so far (the screen stops waiting).
      if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) await this.batches.finishDuplicateCheck(job.data.batchId);
      throw error;
    }
    if (outcome === 'interrupted') {
      // The worker is shutting down: hand the job back (no attempt used); the next worker resumes at the next chunk.
      await job.moveToDelayed(Date.now() + HAND_BACK_DELAY_MS, token);
      throw new DelayedError();
    }
    return outcome;
  }
}
