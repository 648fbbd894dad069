import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job, Queue } from 'bullmq';
import { handBackWhenInterrupted, JobInterrupted } from '../../queues/job-hand-back.js';
import { QueueName } from '../../queues/queue-names.js';
import { BatchDuplicateChecker, type DuplicateCheckOutcome } from './batch-duplicate-checker.js';
import { CsvBatchImporter, type ImportOutcome } from './csv-batch-importer.js';
import { CsvImportJob, duplicatesJobId, type CsvImportJobData } from './csv-import.jobs.js';
import { BatchDuplicateCheck, SubmissionBatchStatus } from './entities/submission-batch.entity.js';
import { importLockMs } from './import-limits.js';
import { SubmissionImportsRepository } from './submission-imports.repository.js';

/**
 * Runs CSV imports in the worker process. A worker that dies mid-batch loses its lock; BullMQ's
 * stalled-job check then hands the job to another worker, which resumes from the batch's next row.
 * A completed import queues the batch's duplicate check (check-duplicates, one job id per batch),
 * which runs in chunks and resumes the same way; a stopping worker hands either job back at its next chunk.
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

  // Declaring `signal` makes BullMQ pass one: a stopping worker uses it to hand the job back.
  async process(
    job: Job<CsvImportJobData>,
    token?: string,
    signal?: AbortSignal,
  ): Promise<{ outcome: ImportOutcome } | { duplicates: DuplicateCheckOutcome }> {
    switch (job.name as CsvImportJob) {
      case CsvImportJob.ImportBatch:
        return { outcome: await handBackWhenInterrupted(job, token, () => this.importBatch(job, signal)) };
      case CsvImportJob.CheckDuplicates:
        return { duplicates: await handBackWhenInterrupted(job, token, () => this.checkDuplicates(job, signal)) };
      default:
        throw new Error(`Unknown csv-import job ${job.name}`);
    }
  }

  private async importBatch(job: Job<CsvImportJobData>, signal?: AbortSignal): Promise<ImportOutcome> {
    let outcome: ImportOutcome;
    try {
      outcome = await this.importer.run(job.data.batchId, (percent) => job.updateProgress(percent), signal);
    } catch (error) {
      if (error instanceof JobInterrupted) throw error;
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

  private async checkDuplicates(job: Job<CsvImportJobData>, signal?: AbortSignal): Promise<DuplicateCheckOutcome> {
    let outcome: DuplicateCheckOutcome;
    try {
      outcome = await this.duplicates.run(
        job.data.batchId,
        (percent) => job.updateProgress(percent),
        () => signal?.aborted === true,
      );
    } catch (error) {
      // Retried with backoff; after the last attempt the check ends with the flags found so far (the screen stops waiting).
      if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) await this.batches.finishDuplicateCheck(job.data.batchId);
      throw error;
    }
    // The worker is stopping: handBackWhenInterrupted puts the job back; the next worker resumes at the next chunk.
    if (outcome === 'interrupted') throw new JobInterrupted();
    return outcome;
  }
}
