import { Module } from '@nestjs/common';
import { QueueName } from '../../queues/queue-names.js';
import { registerQueues } from '../../queues/register-queues.js';
import { AuditModule } from '../audit/audit.module.js';
import { MailModule } from '../mail/mail.module.js';
import { NotificationMailer } from './notification-mailer.js';
import { NotificationsProcessor, NotificationsScheduler } from './notifications.processor.js';
import { NotificationsCoreModule } from './notifications-core.module.js';

/** Worker side of notifications: instant e-mails and the repeatable digest run. */
@Module({
  imports: [registerQueues(QueueName.Notifications), AuditModule, NotificationsCoreModule, MailModule],
  providers: [NotificationMailer, NotificationsProcessor, NotificationsScheduler],
  exports: [NotificationMailer],
})
export class NotificationsWorkerModule {}
