import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import { DataSource, type EntityManager } from 'typeorm';
import { addJobWithin } from '../../queues/enqueue-within.js';
import { QueueName } from '../../queues/queue-names.js';
import { CsvImportJob, type CsvImportJobData } from './csv-import.jobs.js';
import { SubmissionImportsRepository, type BatchRow } from './submission-imports.repository.js';

/**
 * Fair turns between uploaders on the one csv-import queue (BullMQ's FIFO order, no groups needed).
 * Each uploader holds at most one job in it, for their oldest waiting batch: a job imports one slice of
 * rows and queues the batch's next turn at the back, behind every other uploader's; when the batch ends,
 * the turn passes to the uploader's next batch, again at the back. A large file or many files therefore
 * make other members wait one slice per active uploader, never the whole import.
 *
 * Job ids follow the batch's progress (the batch id for its first turn, then `<id>-at-<byte>`), so a
 * turn queued twice (a retried job, a hand-over racing an upload) is one job.
 */
@Injectable()
export class ImportTurns {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: SubmissionImportsRepository,
    @InjectQueue(QueueName.CsvImport) private readonly queue: Queue<CsvImportJobData>,
  ) {}

  /**
   * In the upload's transaction, after its batch was written under lockUploader: whether the new batch
   * takes the turn now (the uploader has no older batch waiting or running).
   */
  async startsNow(manager: EntityManager, batch: BatchRow): Promise<boolean> {
    const [oldest] = await this.repository.activeBatchIds(manager, batch.submittedById);
    return oldest === batch.id;
  }

  /** Queues a batch's next turn (its first when nothing was imported yet) at the back of the queue. */
  async queueTurn(batch: Pick<BatchRow, 'id' | 'nextByte'>): Promise<void> {
    const jobId = batch.nextByte === 0 ? batch.id : `${batch.id}-at-${batch.nextByte}`;
    await addJobWithin(this.queue, CsvImportJob.ImportBatch, { batchId: batch.id }, { jobId });
  }

  /**
   * After one of the uploader's batches ended: their next waiting batch gets the turn. Read under the
   * uploader's lock, so an upload at the same moment and this hand-over agree on who queues it.
   */
  async handOver(submittedById: string): Promise<void> {
    const next = await this.dataSource.transaction(async (manager) => {
      await this.repository.lockUploader(manager, submittedById);
      const [oldest] = await this.repository.activeBatchIds(manager, submittedById);
      return oldest ? this.repository.find(oldest, manager) : undefined;
    });
    if (next) await this.queueTurn(next);
  }
}
