import { Module } from '@nestjs/common';
import { RedisModule } from './common/redis/redis.module.js';
import { ThrottlingModule } from './common/throttling/throttling.module.js';
import { AppConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { AdminModule } from './modules/admin/admin.module.js';
import { ArticlesModule } from './modules/articles/articles.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { AuditModule } from './modules/audit/audit.module.js';
import { EngagementModule } from './modules/engagement/engagement.module.js';
import { MessagesModule } from './modules/messages/messages.module.js';
import { PointsModule } from './modules/points/points.module.js';
import { ProfilesModule } from './modules/profiles/profiles.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { SettingsModule } from './modules/settings/settings.module.js';
import { SupportModule } from './modules/support/support.module.js';
import { QueuesModule } from './queues/queues.module.js';

/** The HTTP API. The worker process has its own root module (worker.module.ts). */
@Module({
  imports: [
    AppConfigModule,
    DatabaseModule,
    RedisModule,
    QueuesModule,
    ThrottlingModule,
    SettingsModule,
    AuthModule,
    HealthModule,
    PointsModule,
    AuditModule,
    ArticlesModule,
    EngagementModule,
    ProfilesModule,
    MessagesModule,
    AdminModule,
    SupportModule,
  ],
})
export class AppModule {}
