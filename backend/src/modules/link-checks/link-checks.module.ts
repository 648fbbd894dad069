import { Module } from '@nestjs/common';
import { QueueName } from '../../queues/queue-names.js';
import { registerQueues } from '../../queues/register-queues.js';
import { AdminLinkChecksController } from './admin-link-checks.controller.js';
import { LinkChecksRepository } from './link-checks.repository.js';
import { LinkChecksService } from './link-checks.service.js';

/** API side of dead-link checks: the admin list and "check now". The worker side is LinkChecksWorkerModule. */
@Module({
  imports: [registerQueues(QueueName.LinkChecks)],
  controllers: [AdminLinkChecksController],
  providers: [LinkChecksService, LinkChecksRepository],
})
export class LinkChecksModule {}
