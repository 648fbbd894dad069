import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  MODERATION_REASON_LABELS,
  MODERATION_SUBJECT_LABELS,
  REPORT_ACTIONS_BY_SUBJECT,
  type ModerationSubjectKind,
  type ReportAction,
} from '@irl/shared';
import type { UserRecord } from '../users/user-record.js';
import { AuditService } from '../audit/audit.service.js';
import { ArticleWriterService } from '../articles/article-writer.service.js';
import { CommentsService } from '../engagement/comments.service.js';
import { MessagesService } from '../messages/messages.service.js';
import { NotificationKind } from '../notifications/notification-kind.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import type { ActOnReportsDto, ReportActionResultDto } from './dto/act-on-reports.dto.js';
import { ModerationLogService, moderationSubjectKey } from '../moderation-log/moderation-log.service.js';
import { canonicalSubjectId, ReportSubjects, type ReportSubject } from './report-subjects.js';
import { ReportErrors } from './reports.errors.js';
import { ReportsRepository } from './reports.repository.js';
import { actionsFor } from './reports.service.js';

/** How a reporter is told what became of the item they reported (never who decided). */
const OUTCOME: Record<ReportAction, string> = {
  hidden: 'was hidden',
  deleted: 'was removed',
  dismissed: 'was reviewed and left as it is',
  warned: 'was reviewed and its author was warned',
};

const lower = (kind: ModerationSubjectKind) => MODERATION_SUBJECT_LABELS[kind].toLowerCase();

/**
 * A moderator's decision on a reported item: hide, delete, dismiss or warn. One transaction resolves
 * every open report on the item, does the action through the module that owns the item, writes the
 * audit log (with the moderator's note) and the moderation log (the reason category, source 'report'),
 * tells each reporter the outcome and, for a warning, tells the author the reason category.
 */
@Injectable()
export class ReportActionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: ReportsRepository,
    private readonly subjects: ReportSubjects,
    private readonly comments: CommentsService,
    private readonly articles: ArticleWriterService,
    private readonly messages: MessagesService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    private readonly moderation: ModerationLogService,
  ) {}

  async act(
    kind: ModerationSubjectKind,
    givenId: string,
    body: ActOnReportsDto,
    moderator: UserRecord,
  ): Promise<ReportActionResultDto> {
    if (!REPORT_ACTIONS_BY_SUBJECT[kind].includes(body.action)) {
      throw new BadRequestException(ReportErrors.actionNotAllowed);
    }
    if (!actionsFor(kind, moderator.role).includes(body.action)) {
      throw new ForbiddenException(ReportErrors.articleDeleteAdminOnly);
    }
    const subjectId = canonicalSubjectId(kind, givenId);
    return this.dataSource.transaction(async (manager) => {
      const resolved = await this.repository.resolveOpen(manager, kind, subjectId, body.action);
      if (resolved.length === 0) throw new NotFoundException(ReportErrors.noOpenReports);
      const subject = await this.subjects.find(kind, subjectId, manager);
      if (!subject && body.action !== 'dismissed') throw new NotFoundException(ReportErrors.subjectNotFound);
      if (subject) await this.apply(manager, subject, body, moderator);

      await this.audit.record(
        {
          actorId: moderator.id,
          targetUserId: subject?.authorId ?? null,
          action: 'moderation.reports.resolved',
          details: {
            subjectKind: kind,
            subjectId,
            action: body.action,
            reasonCategory: body.reasonCategory,
            reports: resolved.length,
          },
          note: body.note,
        },
        manager,
      );
      await this.moderation.record(
        {
          subjectKind: kind,
          action: body.action,
          source: 'report',
          reasonCategory: body.reasonCategory,
          ...publicContext(subject),
          subjectKey: moderationSubjectKey(kind, subjectId),
        },
        manager,
      );
      const link = subject && body.action !== 'deleted' ? (subject.preview.link ?? '/notifications') : '/notifications';
      for (const report of resolved) {
        await this.notifications.notify(manager, {
          userId: report.reporter_id,
          kind: NotificationKind.ReportResolved,
          reference: `report:${report.id}`,
          title: `The ${lower(kind)} you reported ${OUTCOME[body.action]}`,
          body: 'Thank you for your report.',
          link,
        });
      }
      if (body.action === 'warned' && subject?.authorId) {
        await this.notifications.notify(manager, {
          userId: subject.authorId,
          kind: NotificationKind.ModerationWarning,
          reference: `warning:${kind}:${subjectId}:${resolved[0].id}`,
          title: `A moderator warned you about your ${lower(kind)}`,
          body: `Reason: ${MODERATION_REASON_LABELS[body.reasonCategory]}. Please keep to the community guidelines.`,
          link: subject.preview.link ?? '/notifications',
        });
      }
      return { subjectKind: kind, subjectId, action: body.action, resolvedReports: resolved.length };
    });
  }

  /** The action itself, through the module that owns the item. */
  private async apply(manager: EntityManager, subject: ReportSubject, body: ActOnReportsDto, moderator: UserRecord) {
    const reason = MODERATION_REASON_LABELS[body.reasonCategory];
    switch (subject.kind) {
      case 'comment': {
        const commentId = Number(subject.id);
        if (body.action === 'hidden') {
          await this.comments.hideWithin(manager, subject.articleId!, commentId, reason, moderator);
        } else if (body.action === 'deleted') {
          if (subject.preview.state !== 'deleted') {
            await this.comments.deleteWithin(manager, subject.articleId!, commentId, moderator);
          }
        } else if (body.action === 'dismissed') {
          // Nothing wrong: a hold the reports made ends (a hold by the security settings stays for its own review).
          await this.comments.releaseReportHold(manager, commentId);
        }
        return;
      }
      case 'article':
        if (body.action === 'deleted')
          await this.articles.removeWithin(manager, Number(subject.id), moderator, body.note);
        return;
      case 'message':
        if (body.action === 'deleted') await this.messages.deleteForModeration(manager, subject.id, moderator);
        return;
      case 'archive_entry':
      case 'profile':
        return;
    }
  }
}

/** Public words and a public link for the moderation log: an article's or entry's title, never a person's name or text. */
function publicContext(subject: ReportSubject | undefined): { context?: string; contextPath?: string } {
  if (!subject) return {};
  switch (subject.kind) {
    case 'article':
    case 'archive_entry':
      return { context: subject.preview.title ?? undefined, contextPath: subject.preview.link ?? undefined };
    case 'comment':
      return { context: subject.preview.title ?? undefined, contextPath: `/article/${subject.articleId}` };
    case 'message':
    case 'profile':
      return {};
  }
}
