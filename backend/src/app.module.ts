import { Module } from '@nestjs/common';
import { RedisModule } from './common/redis/redis.module.js';
import { ThrottlingModule } from './common/throttling/throttling.module.js';
import { AppConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { AccountModule } from './modules/account/account.module.js';
import { AdminModule } from './modules/admin/admin.module.js';
import { AnalyticsModule } from './modules/analytics/analytics.module.js';
import { SiteSettingsModule } from './modules/site-settings/site-settings.module.js';
import { ArchiveModule } from './modules/archive/archive.module.js';
import { SyndicationModule } from './modules/syndication/syndication.module.js';
import { ArticlesModule } from './modules/articles/articles.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { AuditModule } from './modules/audit/audit.module.js';
import { CommunicationsModule } from './modules/communications/communications.module.js';
import { BoostsModule } from './modules/boosts/boosts.module.js';
import { DraftsModule } from './modules/drafts/drafts.module.js';
import { DataExportModule } from './modules/data-export/data-export.module.js';
import { LinkChecksModule } from './modules/link-checks/link-checks.module.js';
import { EngagementModule } from './modules/engagement/engagement.module.js';
import { EmailTemplatesModule } from './modules/mail/email-templates.module.js';
import { MessagesModule } from './modules/messages/messages.module.js';
import { NotificationsModule } from './modules/notifications/notifications.module.js';
import { PaymentsModule } from './modules/payments/payments.module.js';
import { PointsModule } from './modules/points/points.module.js';
import { ProfilesModule } from './modules/profiles/profiles.module.js';
import { FlairsModule } from './modules/flairs/flairs.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { IdempotencyModule } from './modules/idempotency/idempotency.module.js';
import { SettingsModule } from './modules/settings/settings.module.js';
import { StoreModule } from './modules/store/store.module.js';
import { BlocksModule } from './modules/blocks/blocks.module.js';
import { LegalModule } from './modules/legal/legal.module.js';
import { ModerationLogModule } from './modules/moderation-log/moderation-log.module.js';
import { ReportsModule } from './modules/reports/reports.module.js';
import { BadgesModule } from './modules/badges/badges.module.js';
import { SubmissionImportsModule } from './modules/submission-imports/submission-imports.module.js';
import { SubmissionsModule } from './modules/submissions/submissions.module.js';
import { SupportModule } from './modules/support/support.module.js';
import { QueuesModule } from './queues/queues.module.js';
import { SecuritySettingsModule } from './modules/security-settings/security-settings.module.js';
import { SystemStatusModule } from './modules/system-status/system-status.module.js';

/** The HTTP API. The worker process has its own root module (worker.module.ts). */
@Module({
  imports: [
    AppConfigModule,
    DatabaseModule,
    // Before the feature modules: its interceptor must wrap theirs (see IdempotencyModule).
    IdempotencyModule,
    RedisModule,
    QueuesModule,
    ThrottlingModule,
    SettingsModule,
    AuthModule,
    HealthModule,
    PointsModule,
    AuditModule,
    ArticlesModule,
    DraftsModule,
    ArchiveModule,
    SyndicationModule,
    EngagementModule,
    ProfilesModule,
    BlocksModule,
    LegalModule,
    ModerationLogModule,
    ReportsModule,
    MessagesModule,
    NotificationsModule,
    AdminModule,
    SupportModule,
    CommunicationsModule,
    EmailTemplatesModule,
    StoreModule,
    PaymentsModule,
    BoostsModule,
    FlairsModule,
    SubmissionImportsModule,
    SubmissionsModule,
    SiteSettingsModule,
    AnalyticsModule,
    SystemStatusModule,
    SecuritySettingsModule,
    AccountModule,
    DataExportModule,
    LinkChecksModule,
    BadgesModule,
  ],
})
export class AppModule {}
