import { Module } from '@nestjs/common';
import { ArticlesModule } from '../articles/articles.module.js';
import { EngagementModule } from '../engagement/engagement.module.js';
import { MessagesModule } from '../messages/messages.module.js';
import { ModerationLogModule } from '../moderation-log/moderation-log.module.js';
import { ReportActionsService } from './report-actions.service.js';
import { ReportSubjects } from './report-subjects.js';
import { ReportsAccountMergeStep } from './reports.account-merge.js';
import { ReportsController } from './reports.controller.js';
import { ReportsRepository } from './reports.repository.js';
import { ReportsService } from './reports.service.js';

/** Members report content; moderators review the open reports per item and act on them (table reports). */
@Module({
  imports: [EngagementModule, ArticlesModule, MessagesModule, ModerationLogModule],
  controllers: [ReportsController],
  providers: [ReportsService, ReportActionsService, ReportSubjects, ReportsRepository, ReportsAccountMergeStep],
})
export class ReportsModule {}
