import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { QueueName } from '../../queues/queue-names.js';
import { BadgesService } from '../badges/badges.service.js';
import { IdempotencyService } from '../idempotency/idempotency.service.js';
import { SupportService } from '../support/support.service.js';
import { MaintenanceJob } from './maintenance.jobs.js';
import { MaintenanceRepository } from './maintenance.repository.js';
import { SuspensionEnds } from './suspension-ends.js';

/** Housekeeping that no request should pay for. */
@Processor(QueueName.Maintenance)
export class MaintenanceProcessor extends WorkerHost {
  private readonly logger = new Logger(MaintenanceProcessor.name);

  constructor(
    private readonly repository: MaintenanceRepository,
    private readonly badges: BadgesService,
    private readonly idempotency: IdempotencyService,
    private readonly suspensionEnds: SuspensionEnds,
    private readonly support: SupportService,
  ) {
    super();
  }

  async process(job: Job): Promise<{ removed: number } | { awarded: number } | { lifted: number }> {
    switch (job.name as MaintenanceJob) {
      case MaintenanceJob.PruneExpiredSessions:
        return this.pruneExpiredSessions();
      case MaintenanceJob.EvaluateBadgeRules:
        return this.badges.evaluateRules();
      case MaintenanceJob.PruneIdempotencyKeys:
        return this.idempotency.pruneExpired();
      case MaintenanceJob.EndSuspensions:
        return this.suspensionEnds.run();
      case MaintenanceJob.PruneClosedGuestSupportRequests:
        return this.support.pruneClosedGuestRequests();
      default:
        throw new Error(`Unknown maintenance job ${job.name}`);
    }
  }

  async pruneExpiredSessions(): Promise<{ removed: number }> {
    const removed = await this.repository.deleteExpiredSessions();
    if (removed > 0) this.logger.log(`Pruned ${removed} expired sessions`);
    return { removed };
  }
}
