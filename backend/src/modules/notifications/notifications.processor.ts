import { Processor, WorkerHost } from '@nestjs/bullmq';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { QueueName } from '../../queues/queue-names.js';
import { NotificationMailer } from './notification-mailer.js';
import { DIGEST_SCHEDULE, NotificationJob, type NotificationEmailJobData } from './notifications.jobs.js';

/** Sends the instant notification e-mails and runs the digests. */
@Processor(QueueName.Notifications)
export class NotificationsProcessor extends WorkerHost {
  constructor(private readonly mailer: NotificationMailer) {
    super();
  }

  async process(job: Job): Promise<unknown> {
    switch (job.name) {
      case NotificationJob.Email:
        return { sent: await this.mailer.sendInstant((job.data as NotificationEmailJobData).notificationId) };
      case NotificationJob.Digests:
        return this.mailer.sendDigests();
      default:
        throw new Error(`Unknown notifications job ${job.name}`);
    }
  }
}

/** Registers the repeating digest run (idempotent: upsert by scheduler id). */
@Injectable()
export class NotificationsScheduler implements OnApplicationBootstrap {
  constructor(@InjectQueue(QueueName.Notifications) private readonly queue: Queue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(NotificationJob.Digests, DIGEST_SCHEDULE, {
      name: NotificationJob.Digests,
      opts: { attempts: 1 },
    });
  }
}
