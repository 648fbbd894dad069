import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { BadgesModule } from '../badges/badges.module.js';
import { ModerationLogModule } from '../moderation-log/moderation-log.module.js';
import { UsersModule } from '../users/users.module.js';
import { SuspensionEnds } from './suspension-ends.js';
import { IdempotencyModule } from '../idempotency/idempotency.module.js';
import { SupportModule } from '../support/support.module.js';
import { QueueName } from '../../queues/queue-names.js';
import { registerQueues } from '../../queues/register-queues.js';
import { MaintenanceScheduler } from './maintenance-scheduler.js';
import { MaintenanceProcessor } from './maintenance.processor.js';
import { MaintenanceRepository } from './maintenance.repository.js';

/** Worker-side only: the processor and its schedule (session and idempotency-key pruning, badge rules, suspension ends, erasing guests' closed support requests). */
@Module({
  imports: [
    registerQueues(QueueName.Maintenance),
    BadgesModule,
    IdempotencyModule,
    UsersModule,
    AuditModule,
    ModerationLogModule,
    SupportModule,
  ],
  providers: [MaintenanceRepository, MaintenanceProcessor, MaintenanceScheduler, SuspensionEnds],
})
export class MaintenanceModule {}
