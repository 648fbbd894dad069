import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { handBackWhenInterrupted } from '../../../queues/job-hand-back.js';
import { QueueName } from '../../../queues/queue-names.js';
import { MassMessageFanOut, type FanOutResult } from './mass-message-fan-out.js';
import { FAN_OUT_JOB, type FanOutJobData } from './mass-messaging.jobs.js';

/** Runs mass-message fan-outs, one message at a time per worker process. */
@Processor(QueueName.MassMessaging)
export class MassMessagingProcessor extends WorkerHost {
  private readonly logger = new Logger('MassMessaging');

  constructor(private readonly fanOut: MassMessageFanOut) {
    super();
  }

  // Declaring `signal` makes BullMQ pass one: a stopping worker uses it to hand the job back.
  async process(job: Job<FanOutJobData>, token?: string, signal?: AbortSignal): Promise<FanOutResult> {
    if (job.name !== FAN_OUT_JOB) throw new Error(`Unknown mass-messaging job ${job.name}`);
    return handBackWhenInterrupted(job, token, () =>
      this.fanOut.run(job.data.massMessageId, (progress) => job.updateProgress(progress), signal),
    );
  }

  /** After the last attempt the message shows as failed instead of running forever. */
  @OnWorkerEvent('failed')
  async onFailed(job: Job<FanOutJobData> | undefined, error: Error): Promise<void> {
    if (!job) return;
    this.logger.warn(`Mass message ${job.data.massMessageId} attempt ${job.attemptsMade} failed: ${error.message}`);
    if (job.attemptsMade >= (job.opts.attempts ?? 1)) await this.fanOut.markFailed(job.data.massMessageId, error);
  }
}
