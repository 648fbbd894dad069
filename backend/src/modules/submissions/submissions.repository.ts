import type { MillisCursor } from '../../common/pagination/cursor.js';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { BaseRepository } from '../../database/base.repository.js';
import { returnedRows } from '../../database/raw-results.js';
import { Submission } from './entities/submission.entity.js';
import { SubmissionStatus, type SubmissionType, type SubmissionValue } from '@irl/shared';

export interface SubmissionFilters {
  status?: SubmissionStatus;
  type?: SubmissionType;
  batchId?: string;
  submittedById?: string;
}

export interface SimilarSubmissionRow {
  id: string;
  name: string;
  similarity: number;
  submittedById: string | null;
}

export interface Decision {
  status: SubmissionStatus.Approved | SubmissionStatus.Rejected;
  reviewedById: string;
  reason: string | null;
  archiveEntryId?: number | null;
  archiveEntrySlug?: string | null;
}

/** The queries on submissions. */
@Injectable()
export class SubmissionsRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  private submissions(transaction?: EntityManager) {
    return this.manager(transaction).getRepository(Submission);
  }

  insert(submittedById: string, value: SubmissionValue, transaction?: EntityManager): Promise<Submission> {
    const submissions = this.submissions(transaction);
    return submissions.save(submissions.create({ ...value, submittedById }));
  }

  /**
   * Serialises, until the caller's transaction ends, everything that counts this submitter's pending
   * rows against their cap and then adds some (the form, import chunks), so two of them cannot both fit.
   */
  async lockPendingOf(manager: EntityManager, submittedById: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('submissions-pending:' || $1, 0))`, [
      submittedById,
    ]);
  }

  async countPendingOf(manager: EntityManager | undefined, submittedById: string): Promise<number> {
    const [row] = await returnedRows<{ n: number }>(
      this.manager(manager),
      `SELECT count(*)::int AS n FROM "submissions" WHERE "submitted_by" = $1 AND "status" = 'pending'`,
      [submittedById],
    );
    return row?.n ?? 0;
  }

  /**
   * One statement for a whole chunk of CSV rows: the rows travel as parallel arrays (a fixed number of
   * parameters whatever the chunk size), and a row already imported (same batch and row number, e.g.
   * a retried job) is skipped by the unique key. Answers how many rows were really inserted.
   */
  async insertImported(
    manager: EntityManager,
    submittedById: string,
    batchId: string,
    rows: readonly { rowNumber: number; value: SubmissionValue }[],
  ): Promise<number> {
    if (rows.length === 0) return 0;
    const [result] = await returnedRows<{ inserted: number }>(
      manager,
      `WITH inserted AS (
         INSERT INTO "submissions" ("type", "name", "description", "details", "tags", "submitted_by", "batch_id", "batch_row")
         SELECT u.type::submission_type, u.name, u.description, u.details,
                ARRAY(SELECT jsonb_array_elements_text(u.tags)), $6::uuid, $7::uuid, u.batch_row
         FROM unnest($1::text[], $2::text[], $3::text[], $4::jsonb[], $5::jsonb[], $8::int[])
           AS u(type, name, description, details, tags, batch_row)
         ON CONFLICT ("batch_id", "batch_row") DO NOTHING
         RETURNING 1
       )
       SELECT count(*)::int AS inserted FROM inserted`,
      [
        rows.map((row) => row.value.type),
        rows.map((row) => row.value.name),
        rows.map((row) => row.value.description),
        rows.map((row) => JSON.stringify(row.value.details)),
        rows.map((row) => JSON.stringify(row.value.tags)),
        submittedById,
        batchId,
        rows.map((row) => row.rowNumber),
      ],
    );
    return result?.inserted ?? 0;
  }

  /**
   * Pending submissions of `type` whose name, nicknames or AKAs are similar (pg_trgm) to any of
   * `names`, most similar first.
   */
  async similarPending(
    transaction: EntityManager | undefined,
    type: SubmissionType,
    names: readonly string[],
    excludeId: string | null,
    threshold: number,
    limit: number,
  ): Promise<SimilarSubmissionRow[]> {
    if (names.length === 0) return [];
    const rows = await returnedRows<{ id: string; name: string; similarity: number; submitted_by_id: string | null }>(
      this.manager(transaction),
      `SELECT s.id, s.name, s.submitted_by AS submitted_by_id, max(similarity(known.name, asked.name))::float8 AS similarity
       FROM "submissions" s
       CROSS JOIN LATERAL (
         SELECT s.name
         UNION ALL SELECT jsonb_array_elements_text(COALESCE(s.details -> 'nicknames', '[]'::jsonb))
         UNION ALL SELECT jsonb_array_elements_text(COALESCE(s.details -> 'akas', '[]'::jsonb))
       ) AS known(name)
       CROSS JOIN unnest($2::text[]) AS asked(name)
       WHERE s.type = $1::submission_type AND s.status = 'pending' AND ($3::uuid IS NULL OR s.id <> $3::uuid)
       GROUP BY s.id, s.name, s.submitted_by
       HAVING max(similarity(known.name, asked.name)) >= $4
       ORDER BY similarity DESC, s.id
       LIMIT $5`,
      [type, names, excludeId, threshold, limit],
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      similarity: Number(row.similarity),
      submittedById: row.submitted_by_id,
    }));
  }

  findById(id: string, transaction?: EntityManager): Promise<Submission | null> {
    return this.submissions(transaction).findOne({
      where: { id },
      relations: { submittedBy: true, reviewedBy: true },
    });
  }

  /** The row, locked until the decision's transaction ends (two reviewers cannot both decide it). */
  lockForDecision(manager: EntityManager, id: string): Promise<Submission | null> {
    return this.submissions(manager).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Records a decision on a pending row; false when the row was no longer pending. */
  async decide(manager: EntityManager, id: string, decision: Decision): Promise<boolean> {
    const rows = await returnedRows<{ id: string }>(
      manager,
      `UPDATE "submissions"
       SET "status" = $2::submission_status, "reviewed_by" = $3, "review_reason" = $4, "reviewed_at" = now(),
           "archive_entry_id" = $5, "archive_entry_slug" = $6, "updated_at" = now()
       WHERE "id" = $1 AND "status" = 'pending'
       RETURNING "id"`,
      [
        id,
        decision.status,
        decision.reviewedById,
        decision.reason,
        decision.archiveEntryId ?? null,
        decision.archiveEntrySlug ?? null,
      ],
    );
    return rows.length === 1;
  }

  /** Approves many pending rows in one statement, each with the archive entry it made. */
  async approveMany(
    manager: EntityManager,
    reviewedById: string,
    approvals: readonly { id: string; archiveEntryId: number; archiveEntrySlug: string }[],
  ): Promise<void> {
    if (approvals.length === 0) return;
    await manager.query(
      `UPDATE "submissions" s
       SET "status" = 'approved', "reviewed_by" = $1, "review_reason" = NULL, "reviewed_at" = now(),
           "archive_entry_id" = d.entry_id, "archive_entry_slug" = d.slug, "updated_at" = now()
       FROM unnest($2::uuid[], $3::int[], $4::text[]) AS d(id, entry_id, slug)
       WHERE s."id" = d.id AND s."status" = 'pending'`,
      [
        reviewedById,
        approvals.map((approval) => approval.id),
        approvals.map((approval) => approval.archiveEntryId),
        approvals.map((approval) => approval.archiveEntrySlug),
      ],
    );
  }

  /** Up to `limit` pending rows of a batch, locked; rows another reviewer holds are skipped. */
  lockPendingOfBatch(manager: EntityManager, batchId: string, limit: number): Promise<Submission[]> {
    return this.submissions(manager)
      .createQueryBuilder('s')
      .where('s.batch_id = :batchId AND s.status = :status', { batchId, status: SubmissionStatus.Pending })
      .orderBy('s.batch_row', 'ASC')
      .limit(limit)
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .getMany();
  }

  /** Rejects every pending row of a batch in one statement; the rejected rows' submitters. */
  async rejectPendingOfBatch(
    manager: EntityManager,
    batchId: string,
    reviewedById: string,
    reason: string,
  ): Promise<{ id: string; submittedById: string }[]> {
    const rows = await returnedRows<{ id: string; submitted_by: string }>(
      manager,
      `UPDATE "submissions"
       SET "status" = 'rejected', "reviewed_by" = $2, "review_reason" = $3, "reviewed_at" = now(), "updated_at" = now()
       WHERE "batch_id" = $1 AND "status" = 'pending'
       RETURNING "id", "submitted_by"`,
      [batchId, reviewedById, reason],
    );
    return rows.map((row) => ({ id: row.id, submittedById: row.submitted_by }));
  }

  /** One page, newest first (with the submitter when asked); `limit + 1` rows so the caller knows if more follow. */
  page(
    filters: SubmissionFilters,
    after: MillisCursor | undefined,
    limit: number,
    { withSubmitter }: { withSubmitter: boolean },
  ): Promise<Submission[]> {
    const builder = this.filtered(filters);
    if (withSubmitter) builder.leftJoinAndSelect('s.submittedBy', 'submitter');
    if (after) {
      builder.andWhere('(s.created_at, s.id) < (:afterAt::timestamptz, :afterId::uuid)', {
        afterAt: after.at.toISOString(),
        afterId: after.id,
      });
    }
    return builder.orderBy('s.created_at', 'DESC').addOrderBy('s.id', 'DESC').limit(limit).getMany();
  }

  count(filters: SubmissionFilters): Promise<number> {
    return this.filtered(filters).getCount();
  }

  private filtered(filters: SubmissionFilters) {
    const builder = this.submissions().createQueryBuilder('s').where('TRUE');
    if (filters.status) builder.andWhere('s.status = :status', { status: filters.status });
    if (filters.type) builder.andWhere('s.type = :type', { type: filters.type });
    if (filters.batchId) builder.andWhere('s.batch_id = :batchId', { batchId: filters.batchId });
    if (filters.submittedById) builder.andWhere('s.submitted_by = :submittedById', filters);
    return builder;
  }
}
