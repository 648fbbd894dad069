import { SUBMISSION_APPROVAL_POINTS } from '@irl/shared';
import { findPersonalInformationInFields } from '@irl/shared/personal-information';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { pageLimit } from '../../common/pagination/page-query.js';
import { toPage } from '../../common/pagination/page.js';
import { decodeMillisCursor, encodeMillisCursor } from '../../common/pagination/cursor.js';
import { AuditService } from '../audit/audit.service.js';
import { ArchiveService, type ArchiveEntryFromSubmission } from '../archive/archive.service.js';
import { PointsService } from '../points/points.service.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { toUserSummary } from '../users/user-summary.js';
import type {
  AdminSubmissionDto,
  AdminSubmissionPageDto,
  BatchDecisionResultDto,
  ListAdminSubmissionsQuery,
} from './dto/submission.dto.js';
import type { Submission } from './entities/submission.entity.js';
import { archiveEntryOf, toAdminSubmissionSummaryDto, toSubmissionFields } from './submission.mapper.js';
import { SubmissionDuplicatesRepository } from './submission-duplicates.repository.js';
import { SubmissionDuplicatesService } from './submission-duplicates.service.js';
import { SubmissionNotifier } from './submission-notifier.js';
import { aliasesOf, SubmissionStatus, type SubmissionValue } from '@irl/shared';
import { SubmissionErrors } from './submissions.errors.js';
import { SubmissionsRepository } from './submissions.repository.js';

// Points a submitter earns for each approved submission (shared with the points page).
export { SUBMISSION_APPROVAL_POINTS } from '@irl/shared';
export const SUBMISSION_APPROVED_REASON = 'submission.approved';
/** Rows of a batch approved per transaction, so a large batch never holds one enormous transaction. */
const BATCH_CHUNK = 200;

/**
 * The admins' review: the inbox, one submission with its possible duplicates, and the decisions.
 * Each decision is one transaction (row lock, archive entry, points, audit entry, the submitter's
 * message); a submission that is no longer pending answers 409.
 */
@Injectable()
export class SubmissionReviewService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: SubmissionsRepository,
    private readonly duplicates: SubmissionDuplicatesService,
    private readonly storedDuplicates: SubmissionDuplicatesRepository,
    private readonly archive: ArchiveService,
    private readonly points: PointsService,
    private readonly audit: AuditService,
    private readonly notifier: SubmissionNotifier,
  ) {}

  async list(query: ListAdminSubmissionsQuery): Promise<AdminSubmissionPageDto> {
    const limit = pageLimit(query);
    const after = query.cursor ? decodeMillisCursor(query.cursor) : undefined;
    const filters = { status: query.status, type: query.type, batchId: query.batchId };
    const rows = await this.repository.page(filters, after, limit + 1, { withSubmitter: true });
    const total = await this.repository.count(filters);
    const flagged = await this.storedDuplicates.countsFor(rows.slice(0, limit).map((row) => row.id));
    const toDto = (row: Submission) => toAdminSubmissionSummaryDto(row, flagged.get(row.id) ?? 0);
    return { ...toPage(rows, limit, toDto, (last) => encodeMillisCursor({ at: last.createdAt, id: last.id })), total };
  }

  async findOne(id: string): Promise<AdminSubmissionDto> {
    const submission = await this.repository.findById(id);
    if (!submission) throw new NotFoundException(SubmissionErrors.notFound);
    const possibleDuplicates =
      submission.status === SubmissionStatus.Pending
        ? this.duplicates.forReviewer(
            await this.duplicates.find(undefined, {
              type: submission.type,
              name: submission.name,
              aliases: aliasesOf({ details: submission.details as SubmissionValue['details'] }),
              excludeSubmissionId: submission.id,
            }),
          )
        : [];
    const stored = await this.storedDuplicates.countsFor([submission.id]);
    const fields = toSubmissionFields(submission);
    return {
      ...toAdminSubmissionSummaryDto(submission, stored.get(submission.id) ?? 0),
      fields,
      // Worked out on each read rather than stored: no second copy of the details to erase.
      personalInformation: findPersonalInformationInFields(fields as unknown as Record<string, unknown>),
      reviewReason: submission.reviewReason,
      reviewedAt: submission.reviewedAt?.toISOString() ?? null,
      reviewedBy: submission.reviewedBy ? toUserSummary(submission.reviewedBy) : null,
      archiveEntry: archiveEntryOf(submission),
      possibleDuplicates,
    };
  }

  async approve(id: string, admin: SessionUser): Promise<AdminSubmissionDto> {
    const sent = await this.dataSource.transaction(async (manager) => {
      const locked = await this.lockPending(manager, id);
      const entry = await this.approveLocked(manager, locked, admin);
      await this.points.apply(manager, {
        userId: locked.submittedById,
        delta: SUBMISSION_APPROVAL_POINTS,
        reason: SUBMISSION_APPROVED_REASON,
        reference: `submission:${locked.id}`,
      });
      await this.audit.record(
        {
          actorId: admin.id,
          targetUserId: locked.submittedById,
          action: 'submission.approved',
          details: {
            submissionId: locked.id,
            type: locked.type,
            archiveEntryId: entry.id,
            points: SUBMISSION_APPROVAL_POINTS,
          },
        },
        manager,
      );
      return this.notifier.approved(
        manager,
        locked.submittedById,
        { ...locked, slug: entry.slug },
        SUBMISSION_APPROVAL_POINTS,
      );
    });
    await this.notifier.publish([sent]);
    return this.findOne(id);
  }

  async reject(id: string, admin: SessionUser, reason: string): Promise<AdminSubmissionDto> {
    const sent = await this.dataSource.transaction(async (manager) => {
      const locked = await this.lockPending(manager, id);
      await this.repository.decide(manager, id, {
        status: SubmissionStatus.Rejected,
        reviewedById: admin.id,
        reason,
      });
      await this.audit.record(
        {
          actorId: admin.id,
          targetUserId: locked.submittedById,
          action: 'submission.rejected',
          details: { submissionId: locked.id, type: locked.type },
        },
        manager,
      );
      return this.notifier.rejected(manager, locked.submittedById, locked, reason);
    });
    await this.notifier.publish([sent]);
    return this.findOne(id);
  }

  /**
   * Approves every pending submission of a CSV batch, in chunks of one transaction each (entries,
   * the submitter's points for the chunk, one audit entry per chunk). Rows another reviewer is
   * deciding at the same moment are skipped, never decided twice.
   */
  async approveBatch(batchId: string, admin: SessionUser): Promise<BatchDecisionResultDto> {
    let decided = 0;
    const perSubmitter = new Map<string, number>();
    for (;;) {
      const chunk = await this.dataSource.transaction(async (manager) => {
        const rows = await this.repository.lockPendingOfBatch(manager, batchId, BATCH_CHUNK);
        const entries = await this.archive.createManyFromSubmissions(manager, rows.map(archiveInputOf));
        await this.repository.approveMany(
          manager,
          admin.id,
          rows.map((row, index) => ({
            id: row.id,
            archiveEntryId: entries[index].id,
            archiveEntrySlug: entries[index].slug,
          })),
        );
        const counts = new Map<string, number>();
        for (const row of rows) counts.set(row.submittedById, (counts.get(row.submittedById) ?? 0) + 1);
        for (const [userId, count] of counts) {
          await this.points.apply(manager, {
            userId,
            delta: count * SUBMISSION_APPROVAL_POINTS,
            reason: SUBMISSION_APPROVED_REASON,
            reference: `batch:${batchId}`,
          });
        }
        if (rows.length > 0) {
          await this.audit.record(
            {
              actorId: admin.id,
              targetUserId: rows[0].submittedById,
              action: 'submission.batch-approved',
              details: {
                batchId,
                count: rows.length,
                submissionIds: rows.map((row) => row.id),
                points: rows.length * SUBMISSION_APPROVAL_POINTS,
              },
            },
            manager,
          );
        }
        return counts;
      });
      if (chunk.size === 0) break;
      for (const [userId, count] of chunk) {
        perSubmitter.set(userId, (perSubmitter.get(userId) ?? 0) + count);
        decided += count;
      }
    }
    if (decided === 0) throw new ConflictException(SubmissionErrors.batchHasNoPending);
    // One message per submitter for the whole batch, so it follows the chunks' commits in its own transaction.
    const sent = await this.dataSource.transaction(async (manager) => {
      const messages = [];
      for (const [userId, approved] of perSubmitter) {
        messages.push(
          await this.notifier.batchDecided(manager, userId, {
            approved,
            rejected: 0,
            points: approved * SUBMISSION_APPROVAL_POINTS,
          }),
        );
      }
      return messages;
    });
    await this.notifier.publish(sent);
    return { decided };
  }

  /** Rejects every pending submission of a CSV batch with one reason, in one transaction. */
  async rejectBatch(batchId: string, admin: SessionUser, reason: string): Promise<BatchDecisionResultDto> {
    const sent = await this.dataSource.transaction(async (manager) => {
      const rows = await this.repository.rejectPendingOfBatch(manager, batchId, admin.id, reason);
      if (rows.length === 0) throw new ConflictException(SubmissionErrors.batchHasNoPending);
      await this.audit.record(
        {
          actorId: admin.id,
          targetUserId: rows[0].submittedById,
          action: 'submission.batch-rejected',
          details: { batchId, count: rows.length },
        },
        manager,
      );
      const perSubmitter = new Map<string, number>();
      for (const row of rows) perSubmitter.set(row.submittedById, (perSubmitter.get(row.submittedById) ?? 0) + 1);
      const messages = [];
      for (const [userId, count] of perSubmitter) {
        messages.push(await this.notifier.batchDecided(manager, userId, { approved: 0, rejected: count, reason }));
      }
      return { decided: rows.length, messages };
    });
    await this.notifier.publish(sent.messages);
    return { decided: sent.decided };
  }

  private async lockPending(manager: EntityManager, id: string): Promise<Submission> {
    const locked = await this.repository.lockForDecision(manager, id);
    if (!locked) throw new NotFoundException(SubmissionErrors.notFound);
    if (locked.status !== SubmissionStatus.Pending) throw new ConflictException(SubmissionErrors.alreadyDecided);
    return locked;
  }

  /** The archive entry and the decision of one locked pending row (points and audit are the caller's). */
  private async approveLocked(manager: EntityManager, row: Submission, admin: SessionUser) {
    const entry = await this.archive.createFromSubmission(manager, archiveInputOf(row));
    await this.repository.decide(manager, row.id, {
      status: SubmissionStatus.Approved,
      reviewedById: admin.id,
      reason: null,
      archiveEntryId: entry.id,
      archiveEntrySlug: entry.slug,
    });
    return entry;
  }
}

function archiveInputOf(row: Submission): ArchiveEntryFromSubmission {
  return {
    submissionId: row.id,
    type: row.type,
    name: row.name,
    description: row.description,
    details: row.details,
    tags: row.tags,
    submittedBy: row.submittedById,
  };
}
