import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QueueName } from '../../queues/queue-names.js';
import { DataExportJob, REMOVE_EXPIRED_EVERY_MS } from './data-export.jobs.js';

/** Registers the repeating clean-up of expired exports (idempotent: upsert by scheduler id). */
@Injectable()
export class DataExportScheduler implements OnApplicationBootstrap {
  constructor(@InjectQueue(QueueName.DataExport) private readonly queue: Queue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      DataExportJob.RemoveExpired,
      { every: REMOVE_EXPIRED_EVERY_MS },
      { name: DataExportJob.RemoveExpired, opts: { removeOnComplete: { count: 10 }, removeOnFail: { count: 50 } } },
    );
  }
}
