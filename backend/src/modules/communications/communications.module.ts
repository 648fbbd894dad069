import { Module } from '@nestjs/common';
import { QueueName } from '../../queues/queue-names.js';
import { registerQueues } from '../../queues/register-queues.js';
import { MailModule } from '../mail/mail.module.js';
import { MessagesModule } from '../messages/messages.module.js';
import { AnnouncementsController } from './announcements.controller.js';
import { AnnouncementsRepository } from './announcements.repository.js';
import { AnnouncementsService } from './announcements.service.js';
import { CommunicationsAccountMergeStep } from './communications.account-merge.js';
import { MassMessagesController } from './mass-messages.controller.js';
import { MassMessagesRepository } from './mass-messages.repository.js';
import { MassMessagesService } from './mass-messages.service.js';
import { NotificationPreferencesController } from './notification-preferences.controller.js';
import { NotificationPreferencesRepository } from './notification-preferences.repository.js';
import { NotificationPreferencesService } from './notification-preferences.service.js';

/** Announcements, notification choices and mass messages (the API side; the fan-out runs in the worker). */
@Module({
  imports: [registerQueues(QueueName.MassMessaging), MessagesModule, MailModule],
  controllers: [AnnouncementsController, MassMessagesController, NotificationPreferencesController],
  providers: [
    AnnouncementsRepository,
    AnnouncementsService,
    MassMessagesRepository,
    MassMessagesService,
    NotificationPreferencesRepository,
    NotificationPreferencesService,
    CommunicationsAccountMergeStep,
  ],
  exports: [NotificationPreferencesService],
})
export class CommunicationsModule {}
