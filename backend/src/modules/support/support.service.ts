import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ValidationFailedException } from '../../common/pipes/validation.pipe.js';
import { AuditService } from '../audit/audit.service.js';
import { NotificationKind } from '../notifications/notification-kind.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import type { CreateSupportRequestDto, SupportRequestReceiptDto } from './dto/support-request.dto.js';
import type {
  CreateUsernameConflictRequestDto,
  UsernameConflictRequestDto,
} from './dto/username-conflict-request.dto.js';
import type { SupportRequest } from './entities/support-request.entity.js';
import {
  CLOSED_GUEST_REQUEST_RETENTION_DAYS,
  SUBJECT_REQUEST_DUE_DAYS,
  SupportRequestKind,
  type SupportSubjectKind,
} from './support-request-kinds.js';
import { KIND_WORDS, SupportMailer } from './support-mailer.js';
import { SupportErrors } from './support.errors.js';
import { SupportRepository, type NewSupportRequest } from './support.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Requests to the admins: a username conflict (signed in), a takedown or correction of what an article
 * or archive entry says about someone (anyone, signed in or not), anything else. Every request lands in
 * one inbox (SupportInboxService); every admin is notified and e-mailed when one arrives.
 */
@Injectable()
export class SupportService {
  private readonly logger = new Logger('Support');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: SupportRepository,
    private readonly notifications: NotificationsService,
    private readonly mailer: SupportMailer,
    private readonly audit: AuditService,
  ) {}

  /** The public form. A repeated submission key answers the request already stored (same address only). */
  async createRequest(
    requester: SessionUser | undefined,
    body: CreateSupportRequestDto,
  ): Promise<{ receipt: SupportRequestReceiptDto; created: boolean }> {
    let subject: { title: string; path: string } | null = null;
    if (body.subjectKind && body.subjectId) {
      subject = await this.repository.subject(body.subjectKind, body.subjectId);
      if (!subject) {
        throw new ValidationFailedException(
          [{ field: 'subjectId', reason: SupportErrors.subjectNotFound }],
          SupportErrors.subjectNotFound,
        );
      }
    }
    const kind = body.kind as SupportRequestKind;
    const { row, created } = await this.store({
      kind,
      requesterId: requester?.id ?? null,
      requesterName: body.name,
      requesterEmail: body.email,
      relationship: body.relationship,
      subjectKind: subject ? (body.subjectKind as SupportSubjectKind) : null,
      subjectId: subject ? (body.subjectId ?? null) : null,
      subjectTitle: subject ? subject.title.slice(0, 200) : null,
      subjectPath: subject?.path ?? null,
      message: body.message,
      usernameConflict: null,
      submissionKey: body.submissionKey,
      dueAt: dueDateOf(kind, new Date()),
    });
    if (!created && (row.requesterEmail.toLowerCase() !== body.email.toLowerCase() || row.kind !== kind)) {
      throw new ValidationFailedException(
        [{ field: 'submissionKey', reason: SupportErrors.submissionKeyReused }],
        SupportErrors.submissionKeyReused,
      );
    }
    return { receipt: toReceipt(row), created };
  }

  /** The requester is the signed-in account: its id and current username, whatever the body says. */
  async createUsernameConflictRequest(
    requester: { id: string; username: string },
    body: CreateUsernameConflictRequestDto,
  ): Promise<UsernameConflictRequestDto> {
    const { row } = await this.store({
      kind: SupportRequestKind.UsernameConflict,
      requesterId: requester.id,
      requesterName: null,
      requesterEmail: body.contactEmail,
      relationship: null,
      subjectKind: null,
      subjectId: null,
      subjectTitle: null,
      subjectPath: null,
      message: body.explanation,
      usernameConflict: {
        conflictType: body.conflictType,
        desiredUsername: body.desiredUsername,
        currentUsername: requester.username,
      },
      submissionKey: null,
      dueAt: dueDateOf(SupportRequestKind.UsernameConflict, new Date()),
    });
    return {
      id: row.id,
      userId: requester.id,
      conflictType: body.conflictType,
      desiredUsername: body.desiredUsername,
      currentUsername: requester.username,
      explanation: row.message,
      contactEmail: row.requesterEmail,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** Erases guests' requests closed more than the retention period ago (the maintenance job). */
  async pruneClosedGuestRequests(now = new Date()): Promise<{ removed: number }> {
    const closedBefore = new Date(now.getTime() - CLOSED_GUEST_REQUEST_RETENTION_DAYS * DAY_MS);
    const removed = await this.dataSource.transaction(async (manager) => {
      const ids = await this.repository.deleteClosedGuestRequests(closedBefore, manager);
      await this.audit.clearNotesOfSupportRequests(manager, ids);
      return ids.length;
    });
    if (removed > 0) this.logger.log(`Erased ${removed} closed support requests of guests`);
    return { removed };
  }

  /** Stores the request, notifies every admin in the same transaction, then e-mails them. */
  private async store(request: NewSupportRequest): Promise<{ row: SupportRequest; created: boolean }> {
    const result = await this.dataSource.transaction(async (manager) => {
      const stored = await this.repository.insertOnce(request, manager);
      if (!stored.created) return { ...stored, admins: [] };
      const admins = await this.repository.admins(manager);
      const words = KIND_WORDS[request.kind] ?? request.kind;
      for (const admin of admins) {
        await this.notifications.notify(manager, {
          userId: admin.id,
          kind: NotificationKind.SupportRequest,
          reference: `support-request:${stored.row.id}`,
          title: `New ${words} request`,
          body: request.subjectTitle ? `About "${request.subjectTitle}"` : '',
          link: `/admin/support?request=${stored.row.id}`,
          actor: request.requesterId ?? undefined,
        });
      }
      await this.audit.record(
        {
          actorId: request.requesterId,
          action: 'support.request.received',
          details: {
            requestId: stored.row.id,
            kind: request.kind,
            subjectKind: request.subjectKind,
            subjectId: request.subjectId,
          },
        },
        manager,
      );
      return { ...stored, admins };
    });
    if (result.created) await this.mailer.requestReceived(result.row, result.admins);
    return { row: result.row, created: result.created };
  }
}

/** Takedown and correction requests are due SUBJECT_REQUEST_DUE_DAYS after they arrive; others have no date. */
export function dueDateOf(kind: SupportRequestKind, now: Date): Date | null {
  return kind === SupportRequestKind.Takedown || kind === SupportRequestKind.Correction
    ? new Date(now.getTime() + SUBJECT_REQUEST_DUE_DAYS * DAY_MS)
    : null;
}

function toReceipt(row: SupportRequest): SupportRequestReceiptDto {
  return { id: row.id, kind: row.kind, status: row.status, createdAt: row.createdAt.toISOString() };
}
