import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CsvError } from 'csv-parse';
import { DataSource } from 'typeorm';
import { Environment } from '../../config/environment.js';
import { checkpoint } from '../../queues/job-hand-back.js';
import { ImportedSubmissionsWriter } from '../submissions/imported-submissions.writer.js';
import { PendingSubmissionsQuota } from '../submissions/pending-submissions-quota.js';
import { validateSubmission, type SubmissionValue } from '@irl/shared';
import { BatchAdmission } from './batch-admission.js';
import { batchFileStream } from './batch-file-stream.js';
import { percentOf } from './batch-progress.js';
import { bomLength, csvRecords, isBlankRecord } from './csv-records.js';
import { rowInput, rowText } from './csv-format.js';
import { SubmissionBatchStatus } from './entities/submission-batch.entity.js';
import { SubmissionImportErrors } from './submission-imports.errors.js';
import { SubmissionImportsRepository, type BatchRow, type BatchRowError } from './submission-imports.repository.js';

/** `yielded`: the turn's rows are done and more follow; the caller queues the batch's next turn. */
export type ImportOutcome = 'completed' | 'failed' | 'skipped' | 'superseded' | 'yielded';

interface PendingRow {
  rowNumber: number;
  cells: Buffer[];
  endByte: number;
}

/** Another run of the same batch committed this chunk first (a stalled job handed on while it still ran). */
class ChunkAlreadyRecorded extends Error {}

/**
 * Imports one CSV batch, one turn at a time: the first turn admits the file (BatchAdmission counts and
 * reserves its rows), then each turn validates rows with the form's rules and writes them in chunks
 * until it has handled `sliceRows` rows, so other uploaders' batches get their turn in between. Rows are
 * numbered as a spreadsheet shows them. Each chunk's submissions, errors, counts and the row and byte
 * where the next one starts commit in one transaction under the batch row's lock, so a retried, resumed
 * or duplicated job imports and counts every row exactly once, and the next turn reads on from that byte.
 */
@Injectable()
export class CsvBatchImporter {
  private readonly logger = new Logger(CsvBatchImporter.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: SubmissionImportsRepository,
    private readonly admission: BatchAdmission,
    private readonly submissions: ImportedSubmissionsWriter,
    private readonly pendingQuota: PendingSubmissionsQuota,
    private readonly env: Environment,
  ) {}

  /**
   * `signal`: set when the worker is stopping; the turn then ends after the chunk it is writing.
   * `sliceRows`: rows this turn handles before yielding (all of them when not given).
   */
  async run(
    batchId: string,
    onProgress: (percent: number) => Promise<void>,
    signal?: AbortSignal,
    { sliceRows = Number.POSITIVE_INFINITY }: { sliceRows?: number } = {},
  ): Promise<ImportOutcome> {
    const batch = await this.repository.find(batchId);
    // Gone (the upload was undone) or already ended (a re-run job): nothing to do.
    if (!batch || batch.status === SubmissionBatchStatus.Completed || batch.status === SubmissionBatchStatus.Failed) {
      return 'skipped';
    }
    await this.repository.markProcessing(batchId);

    let totalRows = batch.totalRows;
    if (totalRows === null) {
      const admitted = await this.admission.admit(batch);
      if (typeof admitted === 'string') return this.fail(batchId, admitted);
      totalRows = admitted;
    }

    let turn: { failure?: string; yielded?: boolean };
    try {
      turn = await this.importRows(batch, totalRows, onProgress, signal, sliceRows);
    } catch (error) {
      if (error instanceof ChunkAlreadyRecorded) return 'superseded';
      throw error;
    }
    // A syntax error the count could not see: the rows before it stay imported, the reason names the line.
    if (turn.failure) return this.fail(batchId, turn.failure);
    if (turn.yielded) return 'yielded';
    await this.repository.finish(batchId, { status: SubmissionBatchStatus.Completed });
    await onProgress(100);
    return 'completed';
  }

  /** After the last attempt failed on an unexpected error: the screen shows the batch as failed. */
  async failAfterError(batchId: string): Promise<void> {
    await this.fail(batchId, SubmissionImportErrors.internal);
  }

  private async fail(batchId: string, failureReason: string): Promise<'failed'> {
    await this.repository.finish(batchId, { status: SubmissionBatchStatus.Failed, failureReason });
    return 'failed';
  }

  /**
   * Reads on from where the last committed chunk ended (the file's start on the first turn, where the
   * header is read; else the stored byte, the header read apart) and commits full chunks.
   */
  private async importRows(
    batch: BatchRow,
    totalRows: number,
    onProgress: (percent: number) => Promise<void>,
    signal: AbortSignal | undefined,
    sliceRows: number,
  ): Promise<{ failure?: string; yielded?: boolean }> {
    const chunkRows = this.env.CSV_IMPORT_CHUNK_ROWS;
    const maxRows = this.env.CSV_IMPORT_MAX_ROWS;
    const fromStart = batch.nextByte === 0;
    let header: string[] | undefined;
    let startByte = batch.nextByte;
    let rowNumber = batch.nextRow - 1;
    if (fromStart) {
      const head = await this.repository.readFilePart(batch.id, 0);
      startByte = head ? bomLength(head) : 0;
      rowNumber = 0;
    } else {
      const read = await this.admission.headerOf(batch);
      if (typeof read === 'string') return { failure: read };
      header = read.names;
    }
    let dataRows = batch.acceptedRows + batch.rejectedRows;
    let chunkStart = batch.nextRow;
    let handled = 0;
    let chunk: PendingRow[] = [];
    let failure: string | undefined;
    try {
      for await (const { cells, endByte } of csvRecords(
        batchFileStream(this.repository, batch.id, startByte),
        startByte,
      )) {
        rowNumber += 1;
        if (isBlankRecord(cells)) continue;
        if (!header) {
          header = cells.map((cell) => cell.toString('utf8').trim());
          continue;
        }
        // Rows before next_row were committed by an earlier run (one that read from the file's start).
        if (rowNumber < batch.nextRow) continue;
        dataRows += 1;
        if (dataRows > maxRows) {
          failure = SubmissionImportErrors.tooManyRows(maxRows);
          break;
        }
        chunk.push({ rowNumber, cells, endByte });
        if (chunk.length < chunkRows) continue;
        chunkStart = await this.commitChunk(batch, header, chunk, chunkStart);
        handled += chunk.length;
        chunk = [];
        await onProgress(percentOf(dataRows, totalRows));
        checkpoint(signal);
        if (handled >= sliceRows) return { yielded: true };
      }
    } catch (error) {
      if (!(error instanceof CsvError)) throw error;
      failure = SubmissionImportErrors.notCsvText(error.message);
    }
    // The rows read before the end (or before a syntax error) are committed and counted either way.
    if (chunk.length > 0 && header) await this.commitChunk(batch, header, chunk, chunkStart);
    return { failure };
  }

  /** Writes one chunk; answers the row the next chunk starts at. */
  private async commitChunk(batch: BatchRow, header: string[], chunk: PendingRow[], startRow: number) {
    const valid: { rowNumber: number; value: SubmissionValue }[] = [];
    const errors: BatchRowError[] = [];
    let rejected = 0;
    for (const { rowNumber, cells } of chunk) {
      const problems = this.problemsOf(batch, header, cells, valid, rowNumber);
      if (problems.length === 0) continue;
      rejected += 1;
      for (const problem of problems) errors.push({ rowNumber, ...problem });
    }
    const last = chunk[chunk.length - 1];
    const nextRow = last.rowNumber + 1;
    await this.dataSource.transaction(async (manager) => {
      const current = await this.repository.lock(manager, batch.id);
      if (current?.status !== SubmissionBatchStatus.Processing || current.nextRow !== startRow) {
        this.logger.warn(`Batch ${batch.id}: rows from ${startRow} were already imported by another run; stopping`);
        throw new ChunkAlreadyRecorded();
      }
      // Single submissions may have filled the pending cap since the file was admitted: rows past it wait.
      const room = await this.pendingQuota.lockedRoom(manager, batch.submittedById, batch.staffLimits);
      const fits = Math.max(0, room.limit - room.pending);
      const over = valid.splice(fits);
      const full = SubmissionImportErrors.rowOverPendingCap(Math.max(room.pending, room.limit), room.limit);
      for (const row of over) errors.push({ rowNumber: row.rowNumber, field: 'row', reason: full });
      const accepted = await this.submissions.create(manager, {
        submittedBy: batch.submittedById,
        batchId: batch.id,
        rows: valid,
      });
      await this.repository.insertErrors(manager, batch.id, errors);
      await this.repository.recordChunk(manager, batch.id, {
        accepted,
        rejected: rejected + over.length,
        nextRow,
        nextByte: last.endByte,
      });
    });
    return nextRow;
  }

  /** A row's problems (none: its value joins `valid`): cell count, encoding, then the form's rules. */
  private problemsOf(
    batch: BatchRow,
    header: string[],
    cells: Buffer[],
    valid: { rowNumber: number; value: SubmissionValue }[],
    rowNumber: number,
  ): { field: string; reason: string }[] {
    if (cells.length !== header.length) {
      return [{ field: 'row', reason: SubmissionImportErrors.columnCount(cells.length, header.length) }];
    }
    const text = rowText(header, cells);
    if (!Array.isArray(text)) return [text];
    const result = validateSubmission(batch.type, rowInput(header, text));
    if (result.value && result.errors.length === 0) {
      valid.push({ rowNumber, value: result.value });
      return [];
    }
    return result.errors;
  }
}
