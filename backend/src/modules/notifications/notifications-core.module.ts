import { Global, Module } from '@nestjs/common';
import { QueueName } from '../../queues/queue-names.js';
import { registerQueues } from '../../queues/register-queues.js';
import { AfterCommit } from './after-commit.js';
import { NotificationEventsPublisher } from './notification-events.publisher.js';
import { NotificationsRepository } from './notifications.repository.js';
import { NotificationsService } from './notifications.service.js';
import { UnsubscribeService } from './unsubscribe.service.js';

/**
 * What reporting an event needs, in the API and in the worker alike. Global: the modules where events
 * happen report them with one NotificationsService.notify call without importing anything.
 */
@Global()
@Module({
  imports: [registerQueues(QueueName.Notifications)],
  providers: [
    NotificationsService,
    NotificationsRepository,
    NotificationEventsPublisher,
    AfterCommit,
    UnsubscribeService,
  ],
  exports: [NotificationsService, NotificationsRepository, UnsubscribeService],
})
export class NotificationsCoreModule {}
