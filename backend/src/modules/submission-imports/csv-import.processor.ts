import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { Environment } from '../../config/environment.js';
import { handBackWhenInterrupted, JobInterrupted } from '../../queues/job-hand-back.js';
import { QueueName } from '../../queues/queue-names.js';
import { CsvBatchImporter, type ImportOutcome } from './csv-batch-importer.js';
import { CsvImportJob, duplicatesJobId, type CsvImportJobData } from './csv-import.jobs.js';
import { BatchDuplicateCheck, SubmissionBatchStatus } from './entities/submission-batch.entity.js';
import { importWorkerOptions } from './import-limits.js';
import { ImportTurns } from './import-turns.js';
import { SubmissionImportsRepository } from './submission-imports.repository.js';

/**
 * Runs CSV imports in the worker process, one turn (CSV_IMPORT_SLICE_ROWS rows) per job, taking turns
 * between uploaders (ImportTurns). A worker that dies mid-turn loses its lock; BullMQ's stalled-job check
 * then hands the job to another worker, which resumes from the batch's next row. A completed import
 * queues the batch's duplicate check on the csv-duplicates queue, so checks never hold imports up.
 */
@Processor(QueueName.CsvImport, importWorkerOptions())
export class CsvImportProcessor extends WorkerHost {
  private readonly logger = new Logger(CsvImportProcessor.name);

  constructor(
    private readonly importer: CsvBatchImporter,
    private readonly turns: ImportTurns,
    private readonly batches: SubmissionImportsRepository,
    private readonly env: Environment,
    @InjectQueue(QueueName.CsvDuplicates) private readonly duplicatesQueue: Queue<CsvImportJobData>,
  ) {
    super();
  }

  // Declaring `signal` makes BullMQ pass one: a stopping worker uses it to hand the job back.
  async process(
    job: Job<CsvImportJobData>,
    token?: string,
    signal?: AbortSignal,
  ): Promise<{ outcome: ImportOutcome } | { movedTo: QueueName }> {
    switch (job.name as CsvImportJob) {
      case CsvImportJob.ImportBatch:
        return { outcome: await handBackWhenInterrupted(job, token, () => this.importTurn(job, signal)) };
      case CsvImportJob.CheckDuplicates:
        // Queued here before duplicate checks had their own queue.
        await this.queueDuplicateCheck(job.data.batchId);
        return { movedTo: QueueName.CsvDuplicates };
      default:
        throw new Error(`Unknown csv-import job ${job.name}`);
    }
  }

  private async importTurn(job: Job<CsvImportJobData>, signal?: AbortSignal): Promise<ImportOutcome> {
    const { batchId } = job.data;
    let outcome: ImportOutcome;
    try {
      outcome = await this.importer.run(batchId, (percent) => job.updateProgress(percent), signal, {
        sliceRows: this.env.CSV_IMPORT_SLICE_ROWS,
      });
    } catch (error) {
      if (error instanceof JobInterrupted) throw error;
      // Retried with backoff; after the last attempt the batch shows as failed (the job stays for operators)
      // and the uploader's next batch gets the turn.
      if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) {
        await this.importer.failAfterError(batchId);
        await this.passTurnOn(batchId);
      }
      throw error;
    }
    if (outcome === 'yielded') {
      const batch = await this.batches.find(batchId);
      if (batch) await this.turns.queueTurn(batch);
    }
    // Also on a re-run of an ended batch: the worker may have died between ending it and what follows.
    if (outcome === 'completed' || outcome === 'skipped') await this.queueDuplicateCheck(batchId);
    if (outcome === 'completed' || outcome === 'skipped' || outcome === 'failed') await this.passTurnOn(batchId);
    return outcome;
  }

  private async passTurnOn(batchId: string): Promise<void> {
    const batch = await this.batches.find(batchId);
    if (batch) await this.turns.handOver(batch.submittedById);
  }

  private async queueDuplicateCheck(batchId: string): Promise<void> {
    const batch = await this.batches.find(batchId);
    if (batch?.status !== SubmissionBatchStatus.Completed || batch.duplicateCheck !== BatchDuplicateCheck.Checking) {
      return;
    }
    this.logger.debug(`Batch ${batchId}: duplicate check queued`);
    await this.duplicatesQueue.add(CsvImportJob.CheckDuplicates, { batchId }, { jobId: duplicatesJobId(batchId) });
  }
}
