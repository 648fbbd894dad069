import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { ModerationReasonCategory } from '@irl/shared';
import { ValidationFailedException } from '../../common/pipes/validation.pipe.js';
import { isUuid } from '../../common/text/uuid.js';
import { AuditService } from '../audit/audit.service.js';
import { ModerationLogService } from '../moderation-log/moderation-log.service.js';
import { NotificationKind } from '../notifications/notification-kind.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import type {
  SupportAdminDto,
  SupportInboxQuery,
  SupportReplyInputDto,
  SupportRequestDetailDto,
  SupportRequestSummaryDto,
  UpdateSupportRequestDto,
} from './dto/support-inbox.dto.js';
import { SupportMessageType, type SupportRequestMessage } from './entities/support-request-message.entity.js';
import type { SupportRequest } from './entities/support-request.entity.js';
import { isSubjectRequest, SupportRequestStatus, type SupportOutcomeAction } from './support-request-kinds.js';
import { KIND_WORDS, SupportMailer } from './support-mailer.js';
import { SupportErrors } from './support.errors.js';
import { SupportRepository } from './support.repository.js';

const OPEN_STATES: ReadonlySet<SupportRequestStatus> = new Set([
  SupportRequestStatus.New,
  SupportRequestStatus.InProgress,
]);

/** The admins' support inbox: list, read, assign, change state, note, reply, record the outcome, erase. */
@Injectable()
export class SupportInboxService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: SupportRepository,
    private readonly notifications: NotificationsService,
    private readonly mailer: SupportMailer,
    private readonly audit: AuditService,
    private readonly moderationLog: ModerationLogService,
  ) {}

  async list(query: SupportInboxQuery): Promise<SupportRequestSummaryDto[]> {
    const rows = await this.repository.list({ status: query.status, kind: query.kind }, query.limit ?? 100);
    const names = await this.repository.usernames(
      rows.flatMap((row) => [row.assigneeId, row.requesterId]).filter((id): id is string => id !== null),
    );
    const now = new Date();
    return rows.map((row) => toSummary(row, names, now));
  }

  admins(): Promise<SupportAdminDto[]> {
    return this.repository.admins().then((rows) => rows.map(({ id, username }) => ({ id, username })));
  }

  async detail(id: string): Promise<SupportRequestDetailDto> {
    const row = isUuid(id) ? await this.repository.find(id) : null;
    if (!row) throw new NotFoundException(SupportErrors.requestNotFound);
    const messages = await this.repository.messagesOf(id);
    const names = await this.repository.usernames(
      [row.assigneeId, row.requesterId, ...messages.map((message) => message.authorId)].filter(
        (value): value is string => value !== null,
      ),
    );
    return toDetail(row, messages, names, new Date());
  }

  /** Status and assignee; closing stamps closed_at (guests' closed requests are erased later). */
  async update(adminId: string, id: string, body: UpdateSupportRequestDto): Promise<SupportRequestDetailDto> {
    await this.dataSource.transaction(async (manager) => {
      const row = isUuid(id) ? await this.repository.findForUpdate(manager, id) : null;
      if (!row) throw new NotFoundException(SupportErrors.requestNotFound);
      const changes: Partial<SupportRequest> = {};
      if (body.assigneeId !== undefined) {
        if (body.assigneeId !== null && !(await this.repository.isAdmin(body.assigneeId, manager))) {
          throw new ValidationFailedException(
            [{ field: 'assigneeId', reason: SupportErrors.assigneeNotAdmin }],
            SupportErrors.assigneeNotAdmin,
          );
        }
        changes.assigneeId = body.assigneeId;
      }
      if (body.status && body.status !== row.status) {
        changes.status = body.status;
        changes.closedAt = body.status === SupportRequestStatus.Closed ? new Date() : null;
      }
      if (Object.keys(changes).length === 0) return;
      await this.repository.update(manager, id, changes);
      await this.audit.record(
        {
          actorId: adminId,
          action: 'support.request.updated',
          details: { requestId: id, status: changes.status, assigneeId: changes.assigneeId },
        },
        manager,
      );
    });
    return this.detail(id);
  }

  async addNote(adminId: string, id: string, body: string): Promise<SupportRequestDetailDto> {
    await this.dataSource.transaction(async (manager) => {
      const row = isUuid(id) ? await this.repository.findForUpdate(manager, id) : null;
      if (!row) throw new NotFoundException(SupportErrors.requestNotFound);
      await this.repository.insertMessage(manager, {
        requestId: id,
        type: SupportMessageType.Note,
        authorId: adminId,
        body,
      });
      // A new request someone is working on is in progress.
      if (row.status === SupportRequestStatus.New) {
        await this.repository.update(manager, id, { status: SupportRequestStatus.InProgress });
      }
      await this.audit.record(
        { actorId: adminId, action: 'support.request.noted', details: { requestId: id } },
        manager,
      );
    });
    return this.detail(id);
  }

  /**
   * A reply: e-mailed to the requester's address and, for a member, a notification too. The first answer
   * to a takedown or correction request records its outcome (what was done, why, the moderator's note).
   */
  async reply(adminId: string, id: string, body: SupportReplyInputDto): Promise<SupportRequestDetailDto> {
    const request = await this.dataSource.transaction(async (manager) => {
      const row = isUuid(id) ? await this.repository.findForUpdate(manager, id) : null;
      if (!row) throw new NotFoundException(SupportErrors.requestNotFound);
      const outcome = body.outcome;
      if (outcome && !isSubjectRequest(row.kind)) {
        throw new ValidationFailedException(
          [{ field: 'outcome', reason: SupportErrors.outcomeNotForThisKind }],
          SupportErrors.outcomeNotForThisKind,
        );
      }
      if (isSubjectRequest(row.kind) && !row.outcomeAction && !outcome) {
        throw new ValidationFailedException(
          [{ field: 'outcome', reason: SupportErrors.outcomeRequired }],
          SupportErrors.outcomeRequired,
        );
      }
      await this.repository.insertMessage(manager, {
        requestId: id,
        type: SupportMessageType.Reply,
        authorId: adminId,
        body: body.body,
      });
      const changes: Partial<SupportRequest> = {};
      if (row.status !== SupportRequestStatus.Closed) changes.status = SupportRequestStatus.Answered;
      if (outcome) {
        changes.outcomeAction = outcome.action;
        changes.outcomeReasonCategory = outcome.reasonCategory;
        changes.outcomeNote = outcome.note;
        changes.outcomeAt = new Date();
        await this.recordOutcome(manager, adminId, row, outcome);
      }
      if (Object.keys(changes).length > 0) await this.repository.update(manager, id, changes);
      await this.audit.record(
        { actorId: adminId, action: 'support.request.replied', details: { requestId: id, status: changes.status } },
        manager,
      );
      if (row.requesterId) {
        await this.notifications.notify(manager, {
          userId: row.requesterId,
          kind: NotificationKind.SupportReply,
          reference: `support-reply:${id}:${Date.now()}`,
          title: `Reply to your ${KIND_WORDS[row.kind] ?? row.kind} request`,
          body: body.body,
          link: row.subjectPath ?? '/',
        });
      }
      return row;
    });
    await this.mailer.reply(request, body.body);
    return this.detail(id);
  }

  /**
   * Erases a request with its notes and replies (on the requester's demand, or when it should not be kept),
   * and the note on its outcome in the audit log.
   */
  async erase(adminId: string, id: string): Promise<void> {
    const row = isUuid(id) ? await this.repository.find(id) : null;
    if (!row) throw new NotFoundException(SupportErrors.requestNotFound);
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.repository.delete(id, manager))) throw new NotFoundException(SupportErrors.requestNotFound);
      await this.audit.clearNotesOfSupportRequests(manager, [id]);
      await this.audit.record(
        { actorId: adminId, action: 'support.request.erased', details: { requestId: id, kind: row.kind } },
        manager,
      );
    });
  }

  /**
   * The outcome in the audit log (with the moderator's note, about the requester when they are a member)
   * and in the public moderation log (the category, and the subject's title and path: public words only).
   */
  private async recordOutcome(
    manager: EntityManager,
    adminId: string,
    row: SupportRequest,
    outcome: { action: SupportOutcomeAction; reasonCategory: ModerationReasonCategory; note: string },
  ): Promise<void> {
    await this.audit.record(
      {
        actorId: adminId,
        targetUserId: row.requesterId,
        action: 'support.request.answered',
        details: {
          requestId: row.id,
          kind: row.kind,
          subjectKind: row.subjectKind,
          subjectId: row.subjectId,
          action: outcome.action,
          reasonCategory: outcome.reasonCategory,
        },
        note: outcome.note,
      },
      manager,
    );
    if (row.subjectKind) {
      await this.moderationLog.record(
        {
          subjectKind: row.subjectKind,
          action: outcome.action,
          source: 'takedown_request',
          reasonCategory: outcome.reasonCategory,
          context: row.subjectTitle,
          contextPath: row.subjectPath,
        },
        manager,
      );
    }
  }
}

function admin(id: string | null, names: Map<string, string>): SupportAdminDto | null {
  if (!id) return null;
  return { id, username: names.get(id) ?? '' };
}

function toSummary(row: SupportRequest, names: Map<string, string>, now: Date): SupportRequestSummaryDto {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    requesterName: row.requesterName,
    requesterEmail: row.requesterEmail,
    requester: admin(row.requesterId, names),
    subjectKind: row.subjectKind,
    subjectId: row.subjectId,
    subjectTitle: row.subjectTitle,
    subjectPath: row.subjectPath,
    assignee: admin(row.assigneeId, names),
    dueAt: row.dueAt ? row.dueAt.toISOString() : null,
    overdue: Boolean(row.dueAt && row.dueAt < now && OPEN_STATES.has(row.status)),
    createdAt: row.createdAt.toISOString(),
  };
}

function toDetail(
  row: SupportRequest,
  messages: SupportRequestMessage[],
  names: Map<string, string>,
  now: Date,
): SupportRequestDetailDto {
  return {
    ...toSummary(row, names, now),
    relationship: row.relationship,
    message: row.message,
    usernameConflict: row.usernameConflict,
    outcome:
      row.outcomeAction && row.outcomeReasonCategory && row.outcomeAt
        ? {
            action: row.outcomeAction as SupportOutcomeAction,
            reasonCategory: row.outcomeReasonCategory as ModerationReasonCategory,
            note: row.outcomeNote ?? '',
            at: row.outcomeAt.toISOString(),
          }
        : null,
    closedAt: row.closedAt ? row.closedAt.toISOString() : null,
    messages: messages.map((message) => ({
      id: message.id,
      type: message.type,
      author: admin(message.authorId, names),
      body: message.body,
      createdAt: message.createdAt.toISOString(),
    })),
  };
}
