import { Module } from '@nestjs/common';
import { BadgesModule } from '../badges/badges.module.js';
import { IdempotencyModule } from '../idempotency/idempotency.module.js';
import { SupportModule } from '../support/support.module.js';
import { QueueName } from '../../queues/queue-names.js';
import { registerQueues } from '../../queues/register-queues.js';
import { MaintenanceScheduler } from './maintenance-scheduler.js';
import { MaintenanceProcessor } from './maintenance.processor.js';
import { MaintenanceRepository } from './maintenance.repository.js';

/** Worker-side only: the processor and its schedule (session and idempotency-key pruning, badge rules, erasing guests' closed support requests). */
@Module({
  imports: [registerQueues(QueueName.Maintenance), BadgesModule, IdempotencyModule, SupportModule],
  providers: [MaintenanceRepository, MaintenanceProcessor, MaintenanceScheduler],
})
export class MaintenanceModule {}
