import { Module } from '@nestjs/common';
import { RedisModule } from './common/redis/redis.module.js';
import { AppConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { ArticlesModule } from './modules/articles/articles.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { QueuesModule } from './queues/queues.module.js';

/** The HTTP API. The worker process has its own root module (worker.module.ts). */
@Module({
  imports: [AppConfigModule, DatabaseModule, RedisModule, QueuesModule, HealthModule, ArticlesModule],
})
export class AppModule {}
