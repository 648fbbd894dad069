import { Module } from '@nestjs/common';
import { QueueName } from '../../../queues/queue-names.js';
import { registerQueues } from '../../../queues/register-queues.js';
import { AuditModule } from '../../audit/audit.module.js';
import { MailModule } from '../../mail/mail.module.js';
import { MessagesModule } from '../../messages/messages.module.js';
import { SettingsModule } from '../../settings/settings.module.js';
import { MassMessagesRepository } from '../mass-messages.repository.js';
import { MassMessageFanOut } from './mass-message-fan-out.js';
import { MassMessagingProcessor } from './mass-messaging.processor.js';

/** Worker side: the mass-messaging processor and what the fan-out needs (messages, templates, mail). */
@Module({
  imports: [registerQueues(QueueName.MassMessaging), SettingsModule, AuditModule, MessagesModule, MailModule],
  providers: [MassMessagesRepository, MassMessageFanOut, MassMessagingProcessor],
})
export class MassMessagingModule {}
