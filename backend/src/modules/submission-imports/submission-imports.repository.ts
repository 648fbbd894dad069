import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { AccountMergePair } from '../../common/account-merge/account-merge-step.js';
import { BaseRepository } from '../../database/base.repository.js';
import { returnedRows } from '../../database/raw-results.js';
import { reassignUserRows } from '../../database/reassign-user-rows.js';
import { BatchDuplicateCheck, SubmissionBatchStatus } from './entities/submission-batch.entity.js';

/** A batch as the service and the worker read it. */
export interface BatchRow {
  id: string;
  type: string;
  submittedById: string;
  fileName: string;
  sizeBytes: number;
  status: SubmissionBatchStatus;
  totalRows: number | null;
  acceptedRows: number;
  rejectedRows: number;
  nextRow: number;
  failureReason: string | null;
  duplicateCheck: BatchDuplicateCheck | null;
  duplicateNextRow: number;
  duplicateRows: number;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

export interface BatchRowError {
  rowNumber: number;
  field: string;
  reason: string;
}

const BATCH_COLUMNS = `"id", "type", "submitted_by" AS "submittedById", "file_name" AS "fileName",
  "size_bytes" AS "sizeBytes", "status", "total_rows" AS "totalRows", "accepted_rows" AS "acceptedRows",
  "rejected_rows" AS "rejectedRows", "next_row" AS "nextRow", "failure_reason" AS "failureReason",
  "duplicate_check" AS "duplicateCheck", "duplicate_next_row" AS "duplicateNextRow", "duplicate_rows" AS "duplicateRows",
  "created_at" AS "createdAt", "started_at" AS "startedAt", "finished_at" AS "finishedAt"`;

/** The statements of CSV batches: the batch row, its stored file and its error rows. */
@Injectable()
export class SubmissionImportsRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** The batch and its file, in one statement (both or neither). */
  async createWithFile(batch: {
    type: string;
    submittedById: string;
    fileName: string;
    content: Buffer;
  }): Promise<BatchRow> {
    const [row] = await returnedRows<BatchRow>(
      this.manager(),
      `WITH batch AS (
         INSERT INTO "submission_batches" ("type", "submitted_by", "file_name", "size_bytes")
         VALUES ($1, $2, $3, $4)
         RETURNING *
       ), file AS (
         INSERT INTO "submission_batch_files" ("batch_id", "content") SELECT "id", $5 FROM batch
       )
       SELECT ${BATCH_COLUMNS} FROM batch`,
      [batch.type, batch.submittedById, batch.fileName, batch.content.length, batch.content],
    );
    return row;
  }

  /** Removes a batch that never reached the queue (its file and errors go with it). */
  async delete(id: string): Promise<void> {
    await this.manager().query(`DELETE FROM "submission_batches" WHERE "id" = $1`, [id]);
  }

  async find(id: string, manager?: EntityManager): Promise<BatchRow | undefined> {
    const [row] = await returnedRows<BatchRow>(
      this.manager(manager),
      `SELECT ${BATCH_COLUMNS} FROM "submission_batches" WHERE "id" = $1`,
      [id],
    );
    return row;
  }

  /** The batch row locked for this transaction: chunks of one batch commit one after the other. */
  async lock(manager: EntityManager, id: string): Promise<BatchRow | undefined> {
    const [row] = await returnedRows<BatchRow>(
      manager,
      `SELECT ${BATCH_COLUMNS} FROM "submission_batches" WHERE "id" = $1 FOR UPDATE`,
      [id],
    );
    return row;
  }

  /** Bytes [offset, offset + length) of the stored file (0-based); empty past the end. */
  async readFileSlice(batchId: string, offset: number, length: number): Promise<Buffer | undefined> {
    const [row] = await returnedRows<{ part: Buffer }>(
      this.manager(),
      `SELECT substring("content" FROM $2 FOR $3) AS "part" FROM "submission_batch_files" WHERE "batch_id" = $1`,
      [batchId, offset + 1, length],
    );
    return row?.part;
  }

  async markProcessing(id: string): Promise<void> {
    await this.manager().query(
      `UPDATE "submission_batches"
       SET "status" = 'processing', "started_at" = coalesce("started_at", now()), "updated_at" = now()
       WHERE "id" = $1 AND "status" IN ('queued', 'processing')`,
      [id],
    );
  }

  async setTotalRows(id: string, totalRows: number): Promise<void> {
    await this.manager().query(
      `UPDATE "submission_batches" SET "total_rows" = $2, "updated_at" = now() WHERE "id" = $1`,
      [id, totalRows],
    );
  }

  /** A chunk's counts and the next row to import (in the chunk's transaction). */
  async recordChunk(
    manager: EntityManager,
    id: string,
    chunk: { accepted: number; rejected: number; nextRow: number },
  ): Promise<void> {
    await manager.query(
      `UPDATE "submission_batches"
       SET "accepted_rows" = "accepted_rows" + $2, "rejected_rows" = "rejected_rows" + $3,
           "next_row" = $4, "updated_at" = now()
       WHERE "id" = $1`,
      [id, chunk.accepted, chunk.rejected, chunk.nextRow],
    );
  }

  /** Every problem of a chunk's refused rows, in one statement. */
  async insertErrors(manager: EntityManager, batchId: string, errors: readonly BatchRowError[]): Promise<void> {
    if (errors.length === 0) return;
    await manager.query(
      `INSERT INTO "submission_batch_errors" ("batch_id", "row_number", "field", "reason")
       SELECT $1, u.row_number, u.field, u.reason FROM unnest($2::int[], $3::text[], $4::text[]) AS u(row_number, field, reason)`,
      [batchId, errors.map((e) => e.rowNumber), errors.map((e) => e.field), errors.map((e) => e.reason)],
    );
  }

  /**
   * Ends the batch and drops its file (no longer needed); only a batch still running can end. A
   * completed batch goes on to its duplicate check ('checking') in the same statement.
   */
  async finish(
    id: string,
    outcome: { status: SubmissionBatchStatus.Completed | SubmissionBatchStatus.Failed; failureReason?: string },
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `UPDATE "submission_batches"
         SET "status" = $2::submission_batch_status, "failure_reason" = $3, "finished_at" = now(), "updated_at" = now(),
             "duplicate_check" = CASE WHEN $2::submission_batch_status = 'completed' THEN 'checking' END
         WHERE "id" = $1 AND "status" IN ('queued', 'processing')`,
        [id, outcome.status, outcome.failureReason ?? null],
      );
      await manager.query(`DELETE FROM "submission_batch_files" WHERE "batch_id" = $1`, [id]);
    });
  }

  /** A chunk of the duplicate check: how many of its rows were flagged and where the next chunk starts. */
  async recordDuplicateChunk(
    manager: EntityManager,
    id: string,
    chunk: { flagged: number; nextRow: number },
  ): Promise<void> {
    await manager.query(
      `UPDATE "submission_batches"
       SET "duplicate_rows" = "duplicate_rows" + $2, "duplicate_next_row" = $3, "updated_at" = now()
       WHERE "id" = $1`,
      [id, chunk.flagged, chunk.nextRow],
    );
  }

  /** The duplicate check of the batch is over. */
  async finishDuplicateCheck(id: string): Promise<void> {
    await this.manager().query(
      `UPDATE "submission_batches" SET "duplicate_check" = 'done', "updated_at" = now()
       WHERE "id" = $1 AND "duplicate_check" = 'checking'`,
      [id],
    );
  }

  async errorsOf(batchId: string): Promise<BatchRowError[]> {
    return returnedRows<BatchRowError>(
      this.manager(),
      `SELECT "row_number" AS "rowNumber", "field", "reason" FROM "submission_batch_errors"
       WHERE "batch_id" = $1 ORDER BY "row_number", "id"`,
      [batchId],
    );
  }

  /** Account merge: the source account's batches become the target's. */
  moveUserRows(manager: EntityManager, pair: AccountMergePair): Promise<number> {
    return reassignUserRows(manager, 'submission_batches', 'submitted_by', pair);
  }
}
