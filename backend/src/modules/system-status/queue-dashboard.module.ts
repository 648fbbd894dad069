import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { BullBoardModule } from '@bull-board/nestjs';
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QueueName } from '../../queues/queue-names.js';
import { registerQueues } from '../../queues/register-queues.js';
import { QUEUE_DASHBOARD_PATH, requireCheckedAdmin } from './queue-dashboard.js';

/** Every queue the application knows: a queue added to QueueName appears on the dashboard by itself. */
export const ALL_QUEUES = Object.values(QueueName);

@Module({
  imports: [
    registerQueues(...ALL_QUEUES),
    BullBoardModule.forRoot({
      route: QUEUE_DASHBOARD_PATH,
      adapter: ExpressAdapter,
      middleware: requireCheckedAdmin,
      boardOptions: { uiConfig: { boardTitle: 'IRL queues' } },
    }),
    BullBoardModule.forFeature(...ALL_QUEUES.map((name) => ({ name, adapter: BullMQAdapter }))),
  ],
  exports: [BullModule],
})
export class QueueDashboardModule {}
