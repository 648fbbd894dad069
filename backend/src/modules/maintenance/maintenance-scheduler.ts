import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QueueName } from '../../queues/queue-names.js';
import {
  END_SUSPENSIONS_EVERY_MS,
  EVALUATE_BADGES_EVERY_MS,
  MaintenanceJob,
  PRUNE_GUEST_SUPPORT_REQUESTS_EVERY_MS,
  PRUNE_IDEMPOTENCY_KEYS_EVERY_MS,
  PRUNE_SESSIONS_EVERY_MS,
} from './maintenance.jobs.js';

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
    await this.queue.upsertJobScheduler(
      MaintenanceJob.EvaluateBadgeRules,
      { every: EVALUATE_BADGES_EVERY_MS },
      { name: MaintenanceJob.EvaluateBadgeRules },
    );
    await this.queue.upsertJobScheduler(
      MaintenanceJob.PruneIdempotencyKeys,
      { every: PRUNE_IDEMPOTENCY_KEYS_EVERY_MS },
      { name: MaintenanceJob.PruneIdempotencyKeys },
    );
    await this.queue.upsertJobScheduler(
      MaintenanceJob.EndSuspensions,
      { every: END_SUSPENSIONS_EVERY_MS },
      { name: MaintenanceJob.EndSuspensions },
    );
    await this.queue.upsertJobScheduler(
      MaintenanceJob.PruneClosedGuestSupportRequests,
      { every: PRUNE_GUEST_SUPPORT_REQUESTS_EVERY_MS },
      { name: MaintenanceJob.PruneClosedGuestSupportRequests },
    );
  }
}
