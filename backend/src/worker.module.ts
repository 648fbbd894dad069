import { Module } from '@nestjs/common';
import { RedisModule } from './common/redis/redis.module.js';
import { AppConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { MassMessagingModule } from './modules/communications/mass-messaging/mass-messaging.module.js';
import { DataExportWorkerModule } from './modules/data-export/data-export-worker.module.js';
import { NotificationsWorkerModule } from './modules/notifications/notifications-worker.module.js';
import { MaintenanceModule } from './modules/maintenance/maintenance.module.js';
import { LinkChecksWorkerModule } from './modules/link-checks/link-checks-worker.module.js';
import { SubmissionImportsWorkerModule } from './modules/submission-imports/submission-imports-worker.module.js';
import { QueuesModule } from './queues/queues.module.js';
import { WorkerPresenceModule } from './modules/system-status/worker-presence.js';

/** The worker process: BullMQ processors, no HTTP. Feature processor modules are added here. */
@Module({
  imports: [
    AppConfigModule,
    DatabaseModule,
    RedisModule,
    QueuesModule,
    MaintenanceModule,
    SubmissionImportsWorkerModule,
    MassMessagingModule,
    DataExportWorkerModule,
    NotificationsWorkerModule,
    LinkChecksWorkerModule,
    WorkerPresenceModule,
  ],
})
export class WorkerModule {}
