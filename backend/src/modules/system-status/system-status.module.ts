import { Module } from '@nestjs/common';
import { QueueDashboardModule } from './queue-dashboard.module.js';
import { SystemStatusController } from './system-status.controller.js';
import { SystemStatusRepository } from './system-status.repository.js';
import { SystemStatusService } from './system-status.service.js';

/** Operators' view of the running system: database figures, process health, queues (Bull Board). */
@Module({
  imports: [QueueDashboardModule],
  controllers: [SystemStatusController],
  providers: [SystemStatusService, SystemStatusRepository],
})
export class SystemStatusModule {}
