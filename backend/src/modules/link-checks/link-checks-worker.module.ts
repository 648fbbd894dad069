import { Module } from '@nestjs/common';
import { QueueName } from '../../queues/queue-names.js';
import { registerQueues } from '../../queues/register-queues.js';
import { LinkCheckRunner } from './link-check-runner.js';
import { LinkChecksScheduler } from './link-checks-scheduler.js';
import { LinkChecksProcessor } from './link-checks.processor.js';
import { LinkChecksRepository } from './link-checks.repository.js';

/** Worker side of dead-link checks: the weekly schedule and the check itself. */
@Module({
  imports: [registerQueues(QueueName.LinkChecks)],
  providers: [LinkChecksProcessor, LinkCheckRunner, LinkChecksRepository, LinkChecksScheduler],
})
export class LinkChecksWorkerModule {}
