import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QueueName } from '../../queues/queue-names.js';
import { LinkCheckJob, WEEKLY_PATTERN, WEEKLY_SCHEDULER_ID } from './link-checks.jobs.js';

/** Registers the weekly check of cited links (idempotent: upsert by scheduler id). */
@Injectable()
export class LinkChecksScheduler implements OnApplicationBootstrap {
  constructor(@InjectQueue(QueueName.LinkChecks) private readonly queue: Queue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      WEEKLY_SCHEDULER_ID,
      { pattern: WEEKLY_PATTERN, tz: 'UTC' },
      { name: LinkCheckJob.CheckAll, opts: { removeOnComplete: { count: 10 }, removeOnFail: { count: 50 } } },
    );
  }
}
