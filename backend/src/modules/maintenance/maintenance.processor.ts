import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { QueueName } from '../../queues/queue-names.js';
import { MaintenanceJob } from './maintenance.jobs.js';

/** Housekeeping that no request should pay for. */
@Processor(QueueName.Maintenance)
export class MaintenanceProcessor extends WorkerHost {
  private readonly logger = new Logger(MaintenanceProcessor.name);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  async process(job: Job): Promise<{ removed: number }> {
    switch (job.name as MaintenanceJob) {
      case MaintenanceJob.PruneExpiredSessions:
        return this.pruneExpiredSessions();
      default:
        throw new Error(`Unknown maintenance job ${job.name}`);
    }
  }

  async pruneExpiredSessions(): Promise<{ removed: number }> {
    const result: [unknown[], number] = await this.dataSource.query(
      `DELETE FROM "user_sessions" WHERE "expire" < now()`,
    );
    const removed = result[1] ?? 0;
    if (removed > 0) this.logger.log(`Pruned ${removed} expired sessions`);
    return { removed };
  }
}
