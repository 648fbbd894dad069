import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { QueueName } from '../../queues/queue-names.js';
import { LinkCheckRunner, type LinkCheckSummary } from './link-check-runner.js';
import { LinkCheckJob } from './link-checks.jobs.js';

/** Hands the link-checks queue's jobs to the runner. */
@Processor(QueueName.LinkChecks)
export class LinkChecksProcessor extends WorkerHost {
  constructor(private readonly runner: LinkCheckRunner) {
    super();
  }

  async process(job: Job): Promise<LinkCheckSummary> {
    switch (job.name as LinkCheckJob) {
      case LinkCheckJob.CheckAll:
        return this.runner.run((percent) => job.updateProgress(percent));
      default:
        throw new Error(`Unknown link-checks job ${job.name}`);
    }
  }
}
