import { Module } from '@nestjs/common';
import { RedisModule } from './common/redis/redis.module.js';
import { AppConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { MaintenanceModule } from './modules/maintenance/maintenance.module.js';
import { QueuesModule } from './queues/queues.module.js';

/** The worker process: BullMQ processors, no HTTP. Feature processor modules are added here. */
@Module({
  imports: [AppConfigModule, DatabaseModule, RedisModule, QueuesModule, MaintenanceModule],
})
export class WorkerModule {}
