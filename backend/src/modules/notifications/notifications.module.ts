import { Module } from '@nestjs/common';
import { NotificationsAccountMergeStep } from './notifications.account-merge.js';
import { NotificationsController } from './notifications.controller.js';
import { NotificationsCoreModule } from './notifications-core.module.js';
import { UnsubscribePagesService } from './unsubscribe-pages.service.js';
import { UnsubscribeController } from './unsubscribe.controller.js';

/** The notification centre's API (e-mails are sent by the worker, NotificationsWorkerModule). */
@Module({
  imports: [NotificationsCoreModule],
  controllers: [NotificationsController, UnsubscribeController],
  providers: [NotificationsAccountMergeStep, UnsubscribePagesService],
})
export class NotificationsModule {}
