import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { QueueName } from '../../queues/queue-names.js';
import { AfterCommit } from './after-commit.js';
import { NotificationEventsPublisher } from './notification-events.publisher.js';
import { NotificationsController } from './notifications.controller.js';
import { NotificationsRepository } from './notifications.repository.js';
import { NotificationsService } from './notifications.service.js';
import { UnsubscribeController } from './unsubscribe.controller.js';
import { UnsubscribeService } from './unsubscribe.service.js';

/**
 * The notification centre (API side). Global: the modules where events happen report them with one
 * NotificationsService.notify call. E-mails are sent by the worker (NotificationsWorkerModule).
 */
@Global()
@Module({
  imports: [BullModule.registerQueue({ name: QueueName.Notifications })],
  controllers: [NotificationsController, UnsubscribeController],
  providers: [
    NotificationsService,
    NotificationsRepository,
    NotificationEventsPublisher,
    AfterCommit,
    UnsubscribeService,
  ],
  exports: [NotificationsService],
})
export class NotificationsModule {}
