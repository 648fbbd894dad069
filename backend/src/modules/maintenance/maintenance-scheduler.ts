import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QueueName } from '../../queues/queue-names.js';
import { MaintenanceJob, PRUNE_SESSIONS_EVERY_MS } from './maintenance.jobs.js';

/** Registers the repeating maintenance jobs (idempotent: upsert by scheduler id). */
@Injectable()
export class MaintenanceScheduler implements OnApplicationBootstrap {
  constructor(@InjectQueue(QueueName.Maintenance) private readonly queue: Queue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      MaintenanceJob.PruneExpiredSessions,
      { every: PRUNE_SESSIONS_EVERY_MS },
      { name: MaintenanceJob.PruneExpiredSessions },
    );
  }
}
