import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QueueName } from '../../queues/queue-names.js';
import { AuditModule } from '../audit/audit.module.js';
import { EmailTemplatesRepository } from '../communications/email-templates.repository.js';
import { EmailTemplatesService } from '../communications/email-templates.service.js';
import { MailSender } from '../communications/mail/mail-sender.js';
import { NotificationMailer } from './notification-mailer.js';
import { NotificationsProcessor, NotificationsScheduler } from './notifications.processor.js';
import { NotificationsCoreModule } from './notifications-core.module.js';

/** Worker side of notifications: instant e-mails and the repeatable digest run. */
@Module({
  imports: [BullModule.registerQueue({ name: QueueName.Notifications }), AuditModule, NotificationsCoreModule],
  providers: [
    EmailTemplatesRepository,
    EmailTemplatesService,
    MailSender,
    NotificationMailer,
    NotificationsProcessor,
    NotificationsScheduler,
  ],
  exports: [NotificationMailer],
})
export class NotificationsWorkerModule {}
