import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { handBackWhenInterrupted, JobInterrupted } from '../../queues/job-hand-back.js';
import { QueueName } from '../../queues/queue-names.js';
import { BatchDuplicateChecker, type DuplicateCheckOutcome } from './batch-duplicate-checker.js';
import type { CsvImportJobData } from './csv-import.jobs.js';
import { importWorkerOptions } from './import-limits.js';
import { SubmissionImportsRepository } from './submission-imports.repository.js';

/**
 * Runs the duplicate check of completed imports on its own queue and worker, so a long check (a large
 * batch, names that resemble many others) never holds up anyone's upload. It runs in chunks and resumes
 * where it stopped; a stopping worker hands the job back at its next chunk.
 */
@Processor(QueueName.CsvDuplicates, importWorkerOptions())
export class CsvDuplicatesProcessor extends WorkerHost {
  constructor(
    private readonly duplicates: BatchDuplicateChecker,
    private readonly batches: SubmissionImportsRepository,
  ) {
    super();
  }

  // Declaring `signal` makes BullMQ pass one: a stopping worker uses it to hand the job back.
  async process(
    job: Job<CsvImportJobData>,
    token?: string,
    signal?: AbortSignal,
  ): Promise<{ duplicates: DuplicateCheckOutcome }> {
    return { duplicates: await handBackWhenInterrupted(job, token, () => this.check(job, signal)) };
  }

  private async check(job: Job<CsvImportJobData>, signal?: AbortSignal): Promise<DuplicateCheckOutcome> {
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
