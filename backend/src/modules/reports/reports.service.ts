import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { REPORT_ACTIONS_BY_SUBJECT, REPORT_HOLD_THRESHOLD, type ReportAction, type ReportReason } from '@irl/shared';
import { roleIncludes } from '../../common/auth/role-rank.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { invalidCursor } from '../../common/pagination/cursor.js';
import { toPage } from '../../common/pagination/page.js';
import { pageLimit, type PageQuery } from '../../common/pagination/page-query.js';
import { decodeTimeCursor, encodeTimeCursor } from '../../common/pagination/time-cursor.js';
import { ValidationFailedException } from '../../common/pipes/validation.pipe.js';
import { AuditService } from '../audit/audit.service.js';
import { CommentsService } from '../engagement/comments.service.js';
import { UserRole } from '../users/user-role.js';
import { userFromRow } from '../users/user-row.js';
import { toUserSummary } from '../users/user-summary.js';
import type { CreateReportDto } from './dto/create-report.dto.js';
import type { ReportDto } from './dto/report.dto.js';
import type { ReportedItemDto, ReportedItemPageDto } from './dto/reported-item.dto.js';
import { ModerationLogService } from '../moderation-log/moderation-log.service.js';
import { ReportSubjects } from './report-subjects.js';
import { ReportErrors } from './reports.errors.js';
import { ReportsRepository, type ReportRow, type ReportedItemRow } from './reports.repository.js';

const ITEM_KEY = /^(article|comment|message|archive_entry|profile):[0-9A-Za-z-]{1,64}$/;

/** The actions a caller may take on an item: deleting an article stays an admin's decision, as on the dashboard. */
export function actionsFor(kind: ReportedItemDto['subjectKind'], role: UserRole): ReportAction[] {
  return REPORT_ACTIONS_BY_SUBJECT[kind].filter(
    (action) => !(kind === 'article' && action === 'deleted' && !roleIncludes(role, UserRole.Admin)),
  );
}

/**
 * Members report what they see; moderators read the open reports grouped per item. A member reports an
 * item once (the table's unique key, so a retry cannot make a second row) and never their own. Reports
 * on a comment from REPORT_HOLD_THRESHOLD members hold it until a moderator reviews it.
 */
@Injectable()
export class ReportsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: ReportsRepository,
    private readonly subjects: ReportSubjects,
    private readonly comments: CommentsService,
    private readonly audit: AuditService,
    private readonly moderation: ModerationLogService,
  ) {}

  async create(reporter: SessionUser, body: CreateReportDto): Promise<ReportDto> {
    const details = body.details ?? null;
    if (body.reason === ('other' satisfies ReportReason) && !details) {
      throw new ValidationFailedException([{ field: 'details', reason: ReportErrors.detailsRequired }]);
    }
    return this.dataSource.transaction(async (manager) => {
      const subject = await this.subjects.visibleTo(body.subjectKind, body.subjectId, reporter.id, manager);
      if (subject.authorId === reporter.id) {
        throw new ValidationFailedException(
          [{ field: 'subjectId', reason: ReportErrors.ownContent }],
          ReportErrors.ownContent,
        );
      }
      const row = await this.repository.insert(manager, {
        reporterId: reporter.id,
        subjectKind: subject.kind,
        subjectId: subject.id,
        subjectAuthorId: subject.authorId,
        reason: body.reason,
        details,
      });
      if (!row) throw new ConflictException(ReportErrors.alreadyReported);
      await this.audit.record(
        {
          actorId: reporter.id,
          action: 'report.created',
          details: { reportId: row.id, subjectKind: subject.kind, subjectId: subject.id, reportReason: body.reason },
        },
        manager,
      );
      if (
        subject.kind === 'comment' &&
        (await this.repository.openCount(manager, 'comment', subject.id)) >= REPORT_HOLD_THRESHOLD
      ) {
        if (await this.comments.holdForReports(manager, Number(subject.id))) {
          await this.moderation.record(
            {
              subjectKind: 'comment',
              action: 'hidden',
              source: 'automatic',
              reasonCategory: body.reason,
              context: subject.preview.title ?? undefined,
              contextPath: subject.articleId ? `/article/${subject.articleId}` : undefined,
            },
            manager,
          );
        }
      }
      return toReportDto(row);
    });
  }

  /** Items with open reports, newest report first, with counts per reason and the reporters' words. */
  async inbox(query: PageQuery, viewer: SessionUser): Promise<ReportedItemPageDto> {
    const limit = pageLimit(query);
    const cursor = query.cursor ? decodeTimeCursor(query.cursor) : null;
    if (cursor && !ITEM_KEY.test(cursor.key)) throw invalidCursor();
    const [rows, total] = await Promise.all([
      this.repository.itemsPage(cursor, limit + 1),
      this.repository.countOpenItems(),
    ]);
    const shown = rows.slice(0, limit);
    const reports = await this.repository.openReportsOf(shown.map(keyOf));
    const subjects = await Promise.all(shown.map((row) => this.subjects.find(row.subject_kind, row.subject_id)));
    const byRow = new Map(shown.map((row, index) => [row, subjects[index]]));
    const page = toPage(
      rows,
      limit,
      (row) =>
        toItem(
          row,
          reports.filter((report) => report.item_key === keyOf(row)),
          byRow.get(row),
          viewer.role,
        ),
      (last) => encodeTimeCursor({ at: last.cursor_at, key: keyOf(last) }),
    );
    return { ...page, total };
  }
}

const keyOf = (row: ReportedItemRow) => `${row.subject_kind}:${row.subject_id}`;

function toReportDto(row: ReportRow): ReportDto {
  return {
    id: row.id,
    subjectKind: row.subject_kind,
    subjectId: row.subject_id,
    reason: row.reason,
    details: row.details,
    createdAt: row.created_at.toISOString(),
  };
}

function toItem(
  row: ReportedItemRow,
  reports: ReportRow[],
  subject: Awaited<ReturnType<ReportSubjects['find']>>,
  role: UserRole,
): ReportedItemDto {
  const counts = new Map<ReportReason, number>();
  for (const report of reports) counts.set(report.reason, (counts.get(report.reason) ?? 0) + 1);
  const author = userFromRow(row, 'author');
  return {
    subjectKind: row.subject_kind,
    subjectId: row.subject_id,
    preview: subject?.preview ?? ReportSubjects.gone(),
    author: author ? toUserSummary(author) : null,
    openReports: Number(row.open_reports),
    reasons: [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
    details: reports
      .filter((report) => report.details)
      .map((report) => ({
        reason: report.reason,
        details: report.details!,
        createdAt: report.created_at.toISOString(),
      })),
    lastReportedAt: row.last_at.toISOString(),
    actions: subject ? actionsFor(row.subject_kind, role) : ['dismissed'],
  };
}
