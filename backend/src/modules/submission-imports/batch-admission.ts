import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Environment } from '../../config/environment.js';
import { PendingSubmissionsQuota } from '../submissions/pending-submissions-quota.js';
import type { SubmissionType } from '@irl/shared';
import { batchFileStream } from './batch-file-stream.js';
import { bomLength, csvRecords } from './csv-records.js';
import { CsvRecordCounter, headerProblem, readHeader, type CsvHeader } from './csv-format.js';
import { importQuotaOf, MAX_RECORD_BYTES } from './import-limits.js';
import { SubmissionImportErrors } from './submission-imports.errors.js';
import { SubmissionImportsRepository, type BatchRow } from './submission-imports.repository.js';

/**
 * The worker's first look at a batch, before any row is imported: counts its rows and checks the
 * header, the CSV syntax and the size of every record (a byte scan, far cheaper than a parse), then
 * reserves the rows against the uploader's limits (rows a day, pending submissions). A file refused
 * here is refused whole, with the reason naming the limit.
 */
@Injectable()
export class BatchAdmission {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: SubmissionImportsRepository,
    private readonly pendingQuota: PendingSubmissionsQuota,
    private readonly env: Environment,
  ) {}

  /** The number of data rows, now reserved for the batch, or why the file is refused. */
  async admit(batch: BatchRow): Promise<number | string> {
    const counted = await this.countRows(batch);
    if (typeof counted === 'string') return counted;
    return this.reserve(batch, counted);
  }

  /** The header of the stored file (read from its start), or why it cannot be read. */
  async headerOf(batch: BatchRow): Promise<CsvHeader | string> {
    const head = await this.repository.readFilePart(batch.id, 0);
    const start = head ? bomLength(head) : 0;
    return readHeader(csvRecords(batchFileStream(this.repository, batch.id, start), start));
  }

  private async countRows(batch: BatchRow): Promise<number | string> {
    const header = await this.headerOf(batch);
    if (typeof header === 'string') return header;
    const problem = headerProblem(batch.type as SubmissionType, header.names);
    if (problem) return problem;
    const counter = new CsvRecordCounter(MAX_RECORD_BYTES);
    for await (const part of batchFileStream(this.repository, batch.id)) counter.push(part as Buffer);
    if (counter.oversizedRow !== null)
      return SubmissionImportErrors.recordTooLarge(counter.oversizedRow, MAX_RECORD_BYTES);
    const records = counter.finish();
    if (records === null) return SubmissionImportErrors.notCsvText(SubmissionImportErrors.unclosedQuote);
    const limit = this.env.CSV_IMPORT_MAX_ROWS;
    if (records - 1 > limit) return SubmissionImportErrors.tooManyRows(limit);
    if (records <= 1) return SubmissionImportErrors.noRows;
    return records - 1;
  }

  /**
   * Under the batch row's lock, then the uploader's and their pending count's (the order every import
   * path takes them in): the rows must fit what is left of the day's rows and of the pending cap. The
   * count is stored as the batch's total, which the next reservations add up.
   */
  private reserve(batch: BatchRow, rows: number): Promise<number | string> {
    return this.dataSource.transaction(async (manager) => {
      const current = await this.repository.lock(manager, batch.id);
      // Another run of the same batch reserved first (a stalled job handed on while it still ran).
      if (current?.totalRows != null) return current.totalRows;
      await this.repository.lockUploader(manager, batch.submittedById);
      const quota = importQuotaOf(this.env, batch.staffLimits);
      const used = await this.repository.rowsOfLastDay(manager, batch.submittedById, batch.id);
      const left = Math.max(0, quota.dailyRows - used);
      if (rows > left) return SubmissionImportErrors.fileOverDailyRows(rows, quota.dailyRows, left);
      const room = await this.pendingQuota.lockedRoom(manager, batch.submittedById, batch.staffLimits);
      if (room.pending + rows > room.limit) {
        return SubmissionImportErrors.fileOverPendingCap(rows, room.limit, room.pending);
      }
      await this.repository.setTotalRows(batch.id, rows, manager);
      return rows;
    });
  }
}
