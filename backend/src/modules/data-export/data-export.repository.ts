import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { BaseRepository } from '../../database/base.repository.js';
import { returnedRows } from '../../database/raw-results.js';
import { DataExportStatus } from './entities/data-export.entity.js';

/** An export as the service and the worker read it (never its files). */
export interface ExportRow {
  id: string;
  userId: string;
  status: DataExportStatus;
  progress: number;
  jsonBytes: number | null;
  zipBytes: number | null;
  failureReason: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  expiresAt: Date | null;
}

export type ExportFormat = 'json' | 'zip';

const EXPORT_COLUMNS = `"id", "user_id" AS "userId", "status", "progress", "json_bytes" AS "jsonBytes",
  "zip_bytes" AS "zipBytes", "failure_reason" AS "failureReason", "created_at" AS "createdAt",
  "started_at" AS "startedAt", "finished_at" AS "finishedAt", "expires_at" AS "expiresAt"`;

const IN_PROGRESS = `('${DataExportStatus.Queued}', '${DataExportStatus.Running}')`;

/** The statements of data exports: the export rows, their files, and the reads of the user's data. */
@Injectable()
export class DataExportRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** A new queued export; the partial unique index refuses a second one in progress (unique violation). */
  async createQueued(userId: string): Promise<ExportRow> {
    const [row] = await returnedRows<ExportRow>(
      this.manager(),
      `INSERT INTO "data_exports" ("user_id") VALUES ($1) RETURNING ${EXPORT_COLUMNS}`,
      [userId],
    );
    return row;
  }

  /** Marks the user's exports stuck in progress since before `before` as failed (their job was lost). */
  async failStalled(userId: string, before: Date, reason: string): Promise<void> {
    await this.manager().query(
      `UPDATE "data_exports" SET "status" = '${DataExportStatus.Failed}', "failure_reason" = $3, "finished_at" = now()
       WHERE "user_id" = $1 AND "status" IN ${IN_PROGRESS} AND "created_at" < $2`,
      [userId, before, reason],
    );
  }

  async countCreatedSince(userId: string, since: Date): Promise<number> {
    const [row] = await this.manager().query<{ n: number }[]>(
      `SELECT count(*)::int AS "n" FROM "data_exports" WHERE "user_id" = $1 AND "created_at" > $2`,
      [userId, since],
    );
    return row.n;
  }

  async latestOf(userId: string): Promise<ExportRow | undefined> {
    const [row] = await returnedRows<ExportRow>(
      this.manager(),
      `SELECT ${EXPORT_COLUMNS} FROM "data_exports" WHERE "user_id" = $1 ORDER BY "created_at" DESC, "id" DESC LIMIT 1`,
      [userId],
    );
    return row;
  }

  async find(id: string): Promise<ExportRow | undefined> {
    const [row] = await returnedRows<ExportRow>(
      this.manager(),
      `SELECT ${EXPORT_COLUMNS} FROM "data_exports" WHERE "id" = $1`,
      [id],
    );
    return row;
  }

  /** Removes an export that never reached the queue. */
  async delete(id: string): Promise<void> {
    await this.manager().query(`DELETE FROM "data_exports" WHERE "id" = $1`, [id]);
  }

  /** Moves a queued (or retried) export to running; undefined when it is gone or already ended. */
  async start(id: string): Promise<ExportRow | undefined> {
    const [row] = await returnedRows<ExportRow>(
      this.manager(),
      `UPDATE "data_exports" SET "status" = '${DataExportStatus.Running}', "progress" = 0,
         "started_at" = COALESCE("started_at", now())
       WHERE "id" = $1 AND "status" IN ${IN_PROGRESS}
       RETURNING ${EXPORT_COLUMNS}`,
      [id],
    );
    return row;
  }

  async setProgress(id: string, percent: number): Promise<void> {
    await this.manager().query(
      `UPDATE "data_exports" SET "progress" = $2 WHERE "id" = $1 AND "status" = '${DataExportStatus.Running}'`,
      [id, Math.max(0, Math.min(100, Math.round(percent)))],
    );
  }

  /** Runs `work` on one consistent, read-only snapshot of the database. */
  readSnapshot<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      await manager.query('SET TRANSACTION READ ONLY');
      return work(manager);
    });
  }

  /** The rows of one export section for one user (the section's statement takes the user id as $1). */
  readSection(manager: EntityManager, sql: string, userId: string): Promise<Record<string, unknown>[]> {
    return manager.query<Record<string, unknown>[]>(sql, [userId]);
  }

  /** Stores the files and completes the export in one transaction; false when it was no longer running. */
  async complete(id: string, files: { json: Buffer; zip: Buffer }, expiresAt: Date): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const [row] = await returnedRows<{ id: string }>(
        manager,
        `UPDATE "data_exports" SET "status" = '${DataExportStatus.Completed}', "progress" = 100,
           "json_bytes" = $2, "zip_bytes" = $3, "finished_at" = now(), "expires_at" = $4, "failure_reason" = NULL
         WHERE "id" = $1 AND "status" = '${DataExportStatus.Running}' RETURNING "id"`,
        [id, files.json.length, files.zip.length, expiresAt],
      );
      if (!row) return false;
      await manager.query(
        `INSERT INTO "data_export_files" ("export_id", "json", "zip") VALUES ($1, $2, $3)
         ON CONFLICT ("export_id") DO UPDATE SET "json" = EXCLUDED."json", "zip" = EXCLUDED."zip"`,
        [id, files.json, files.zip],
      );
      return true;
    });
  }

  async fail(id: string, reason: string): Promise<void> {
    await this.manager().query(
      `UPDATE "data_exports" SET "status" = '${DataExportStatus.Failed}', "failure_reason" = $2, "finished_at" = now()
       WHERE "id" = $1 AND "status" IN ${IN_PROGRESS}`,
      [id, reason.slice(0, 300)],
    );
  }

  /** One stored file of a completed export still inside its window. */
  async fileOf(id: string, format: ExportFormat): Promise<Buffer | undefined> {
    const column = format === 'zip' ? '"zip"' : '"json"';
    const [row] = await this.manager().query<{ content: Buffer }[]>(
      `SELECT f.${column} AS "content" FROM "data_export_files" f JOIN "data_exports" e ON e."id" = f."export_id"
       WHERE f."export_id" = $1 AND e."status" = '${DataExportStatus.Completed}' AND e."expires_at" > now()`,
      [id],
    );
    return row?.content;
  }

  /**
   * Ends the download window of every completed export past its expiry (or only of `id`): marks them
   * expired and deletes their files, in one statement. Returns how many expired.
   */
  async expire(id?: string): Promise<number> {
    const rows = await returnedRows<{ id: string }>(
      this.manager(),
      `WITH expired AS (
         UPDATE "data_exports" SET "status" = '${DataExportStatus.Expired}'
         WHERE "status" = '${DataExportStatus.Completed}' AND "expires_at" <= now() AND ($1::uuid IS NULL OR "id" = $1)
         RETURNING "id"
       ), removed AS (
         DELETE FROM "data_export_files" WHERE "export_id" IN (SELECT "id" FROM expired)
       )
       SELECT "id" FROM expired`,
      [id ?? null],
    );
    return rows.length;
  }

  /** Files left behind by exports that are no longer downloadable (failed, expired): removes them. */
  async removeOrphanFiles(): Promise<number> {
    const [, removed] = await this.manager().query<[unknown[], number]>(
      `DELETE FROM "data_export_files" f USING "data_exports" e
       WHERE e."id" = f."export_id" AND e."status" <> '${DataExportStatus.Completed}'`,
    );
    return removed ?? 0;
  }
}
