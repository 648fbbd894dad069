import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { BaseRepository } from '../../database/base.repository.js';
import { returnedRows } from '../../database/raw-results.js';
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
  nextByte: number;
  staffLimits: boolean;
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
  "rejected_rows" AS "rejectedRows", "next_row" AS "nextRow", "next_byte" AS "nextByte",
  "staff_limits" AS "staffLimits", "failure_reason" AS "failureReason",
  "duplicate_check" AS "duplicateCheck", "duplicate_next_row" AS "duplicateNextRow", "duplicate_rows" AS "duplicateRows",
  "created_at" AS "createdAt", "started_at" AS "startedAt", "finished_at" AS "finishedAt"`;

/** The statements of CSV batches: the batch row, its stored file and its error rows. */
@Injectable()
export class SubmissionImportsRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** A new batch (queued), in the upload's transaction; its file follows part by part. */
  async insertBatch(
    manager: EntityManager,
    batch: { type: string; submittedById: string; fileName: string; sizeBytes: number; staffLimits: boolean },
  ): Promise<BatchRow> {
    const [row] = await returnedRows<BatchRow>(
      manager,
      `INSERT INTO "submission_batches" ("type", "submitted_by", "file_name", "size_bytes", "staff_limits")
       VALUES ($1, $2, $3, $4, $5)
       RETURNING ${BATCH_COLUMNS}`,
      [batch.type, batch.submittedById, batch.fileName, batch.sizeBytes, batch.staffLimits],
    );
    return row;
  }

  async insertFilePart(manager: EntityManager, batchId: string, partNumber: number, content: Buffer): Promise<void> {
    await manager.query(
      `INSERT INTO "submission_batch_file_parts" ("batch_id", "part_number", "content") VALUES ($1, $2, $3)`,
      [batchId, partNumber, content],
    );
  }

  /** Part `partNumber` of the stored file (0-based), or undefined past its end. */
  async readFilePart(batchId: string, partNumber: number): Promise<Buffer | undefined> {
    const [row] = await returnedRows<{ content: Buffer }>(
      this.manager(),
      `SELECT "content" FROM "submission_batch_file_parts" WHERE "batch_id" = $1 AND "part_number" = $2`,
      [batchId, partNumber],
    );
    return row?.content;
  }

  /**
   * Serialises, until the transaction ends, an uploader's uploads and the hand-over of their import turn
   * from a finished batch to the next (see ImportTurns).
   */
  async lockUploader(manager: EntityManager, submittedById: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('submission-imports:' || $1, 0))`, [
      submittedById,
    ]);
  }

  /** The uploader's batches waiting or being imported, oldest first. */
  async activeBatchIds(manager: EntityManager | undefined, submittedById: string): Promise<string[]> {
    const rows = await returnedRows<{ id: string }>(
      this.manager(manager),
      `SELECT "id" FROM "submission_batches"
       WHERE "submitted_by" = $1 AND "status" IN ('queued', 'processing')
       ORDER BY "created_at", "id"`,
      [submittedById],
    );
    return rows.map((row) => row.id);
  }

  /**
   * Data rows the uploader's batches of the last 24 hours hold (counted when the worker counts a file,
   * corrected to the rows read when it ends), `exceptBatchId` left out.
   */
  async rowsOfLastDay(
    manager: EntityManager | undefined,
    submittedById: string,
    exceptBatchId?: string,
  ): Promise<number> {
    const [row] = await returnedRows<{ rows: number }>(
      this.manager(manager),
      `SELECT coalesce(sum("total_rows"), 0)::int AS "rows" FROM "submission_batches"
       WHERE "submitted_by" = $1 AND "created_at" > now() - interval '24 hours' AND "id" IS DISTINCT FROM $2`,
      [submittedById, exceptBatchId ?? null],
    );
    return row?.rows ?? 0;
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

  async markProcessing(id: string): Promise<void> {
    await this.manager().query(
      `UPDATE "submission_batches"
       SET "status" = 'processing', "started_at" = coalesce("started_at", now()), "updated_at" = now()
       WHERE "id" = $1 AND "status" IN ('queued', 'processing')`,
      [id],
    );
  }

  async setTotalRows(id: string, totalRows: number, manager?: EntityManager): Promise<void> {
    await this.manager(manager).query(
      `UPDATE "submission_batches" SET "total_rows" = $2, "updated_at" = now() WHERE "id" = $1`,
      [id, totalRows],
    );
  }

  /** A chunk's counts and where the next row starts (in the chunk's transaction). */
  async recordChunk(
    manager: EntityManager,
    id: string,
    chunk: { accepted: number; rejected: number; nextRow: number; nextByte: number },
  ): Promise<void> {
    await manager.query(
      `UPDATE "submission_batches"
       SET "accepted_rows" = "accepted_rows" + $2, "rejected_rows" = "rejected_rows" + $3,
           "next_row" = $4, "next_byte" = $5, "updated_at" = now()
       WHERE "id" = $1`,
      [id, chunk.accepted, chunk.rejected, chunk.nextRow, chunk.nextByte],
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
   * completed batch's total becomes the rows really read (blank rows left out) and it goes on to its
   * duplicate check ('checking') in the same statement.
   */
  async finish(
    id: string,
    outcome: { status: SubmissionBatchStatus.Completed | SubmissionBatchStatus.Failed; failureReason?: string },
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `UPDATE "submission_batches"
         SET "status" = $2::submission_batch_status, "failure_reason" = $3, "finished_at" = now(), "updated_at" = now(),
             "total_rows" = CASE WHEN $2::submission_batch_status = 'completed'
                                 THEN "accepted_rows" + "rejected_rows" ELSE "total_rows" END,
             "duplicate_check" = CASE WHEN $2::submission_batch_status = 'completed' THEN 'checking' END
         WHERE "id" = $1 AND "status" IN ('queued', 'processing')`,
        [id, outcome.status, outcome.failureReason ?? null],
      );
      await manager.query(`DELETE FROM "submission_batch_file_parts" WHERE "batch_id" = $1`, [id]);
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

  /** The batch's problems in file order; the first `limit` only when given. */
  async errorsOf(batchId: string, limit?: number): Promise<BatchRowError[]> {
    return returnedRows<BatchRowError>(
      this.manager(),
      `SELECT "row_number" AS "rowNumber", "field", "reason" FROM "submission_batch_errors"
       WHERE "batch_id" = $1 ORDER BY "row_number", "id" LIMIT $2`,
      [batchId, limit ?? null],
    );
  }
}
