import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QueueName } from '../../queues/queue-names.js';
import { AdminLinkChecksController } from './admin-link-checks.controller.js';
import { LinkChecksRepository } from './link-checks.repository.js';
import { LinkChecksService } from './link-checks.service.js';

/** API side of dead-link checks: the admin list and "check now". The worker side is LinkChecksWorkerModule. */
@Module({
  imports: [BullModule.registerQueue({ name: QueueName.LinkChecks })],
  controllers: [AdminLinkChecksController],
  providers: [LinkChecksService, LinkChecksRepository],
})
export class LinkChecksModule {}
