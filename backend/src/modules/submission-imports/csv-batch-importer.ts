import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CsvError, parse, type Parser } from 'csv-parse';
import { DataSource } from 'typeorm';
import { checkpoint } from '../../queues/job-hand-back.js';
import { validateSubmission, type SubmissionType, type SubmissionValue } from '../submissions/submission-rules.js';
import { ImportedSubmissionsWriter } from '../submissions/imported-submissions.writer.js';
import { batchFileStream } from './batch-file-stream.js';
import { percentOf } from './batch-progress.js';
import { CsvRecordCounter, headerProblem, rowInput } from './csv-format.js';
import { SubmissionBatchStatus } from './entities/submission-batch.entity.js';
import { importChunkRows, maxImportRows, MAX_RECORD_BYTES } from './import-limits.js';
import { SubmissionImportErrors } from './submission-imports.errors.js';
import { SubmissionImportsRepository, type BatchRow, type BatchRowError } from './submission-imports.repository.js';

export type ImportOutcome = 'completed' | 'failed' | 'skipped' | 'superseded';

interface PendingRow {
  rowNumber: number;
  record: string[];
}

/** Another run of the same batch committed this chunk first (a stalled job handed on while it still ran). */
class ChunkAlreadyRecorded extends Error {}

/**
 * Imports one CSV batch: a first pass counts the rows and checks the header and the CSV syntax before
 * anything is written; the second validates each row with the form's rules and writes chunks of rows.
 * Each chunk's submissions, errors, counts and next row commit in one transaction under the batch
 * row's lock, so a retried, resumed or duplicated job imports and counts every row exactly once.
 */
@Injectable()
export class CsvBatchImporter {
  private readonly logger = new Logger(CsvBatchImporter.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: SubmissionImportsRepository,
    private readonly submissions: ImportedSubmissionsWriter,
  ) {}

  /** `signal`: set when the worker is stopping; the run then ends after the chunk it is writing. */
  async run(
    batchId: string,
    onProgress: (percent: number) => Promise<void>,
    signal?: AbortSignal,
  ): Promise<ImportOutcome> {
    const batch = await this.repository.find(batchId);
    // Gone (the upload was undone) or already ended (a re-run job): nothing to do.
    if (!batch || batch.status === SubmissionBatchStatus.Completed || batch.status === SubmissionBatchStatus.Failed) {
      return 'skipped';
    }
    await this.repository.markProcessing(batchId);

    let totalRows = batch.totalRows;
    if (totalRows === null) {
      const counted = await this.countRows(batch);
      if (typeof counted === 'string') {
        await this.repository.finish(batchId, { status: SubmissionBatchStatus.Failed, failureReason: counted });
        return 'failed';
      }
      totalRows = counted;
      await this.repository.setTotalRows(batchId, totalRows);
    }

    let imported: number | string;
    try {
      imported = await this.importRows(batch, totalRows, onProgress, signal);
    } catch (error) {
      if (error instanceof ChunkAlreadyRecorded) return 'superseded';
      throw error;
    }
    if (typeof imported === 'string') {
      // A syntax error the count could not see: the rows before it stay imported, the reason names the line.
      await this.repository.finish(batchId, { status: SubmissionBatchStatus.Failed, failureReason: imported });
      return 'failed';
    }
    if (imported !== totalRows) await this.repository.setTotalRows(batchId, imported);
    await this.repository.finish(batchId, { status: SubmissionBatchStatus.Completed });
    await onProgress(100);
    return 'completed';
  }

  /** After the last attempt failed on an unexpected error: the screen shows the batch as failed. */
  async failAfterError(batchId: string): Promise<void> {
    await this.repository.finish(batchId, {
      status: SubmissionBatchStatus.Failed,
      failureReason: SubmissionImportErrors.internal,
    });
  }

  private parser(batch: BatchRow): Parser {
    const parser = parse({
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      relax_quotes: true,
      max_record_size: MAX_RECORD_BYTES,
    });
    const source = batchFileStream(this.repository, batch.id, batch.sizeBytes);
    source.on('error', (error) => parser.destroy(error));
    source.pipe(parser);
    return parser;
  }

  /**
   * The number of data rows, or why the file is refused as a whole: a wrong header, an unterminated
   * quoted field or too many rows (counted without parsing; see CsvRecordCounter).
   */
  private async countRows(batch: BatchRow): Promise<number | string> {
    const header = await this.headerOf(batch);
    if (typeof header === 'string') return header;
    const problem = headerProblem(batch.type as SubmissionType, header);
    if (problem) return problem;
    const counter = new CsvRecordCounter();
    for await (const slice of batchFileStream(this.repository, batch.id, batch.sizeBytes)) {
      counter.push(slice as Buffer);
    }
    const records = counter.finish();
    if (records === null) return SubmissionImportErrors.notCsvText(SubmissionImportErrors.unclosedQuote);
    const limit = maxImportRows();
    if (records - 1 > limit) return SubmissionImportErrors.tooManyRows(limit);
    if (records <= 1) return SubmissionImportErrors.noRows;
    return records - 1;
  }

  /** The header record (parsed), or why it cannot be read. */
  private async headerOf(batch: BatchRow): Promise<string[] | string> {
    const parser = this.parser(batch);
    try {
      for await (const record of parser as AsyncIterable<string[]>) return record;
      return SubmissionImportErrors.empty;
    } catch (error) {
      if (error instanceof CsvError) return SubmissionImportErrors.notCsvText(error.message);
      throw error;
    } finally {
      parser.destroy();
    }
  }

  private async importRows(
    batch: BatchRow,
    totalRows: number,
    onProgress: (percent: number) => Promise<void>,
    signal: AbortSignal | undefined,
  ): Promise<number | string> {
    const chunkRows = importChunkRows();
    const limit = maxImportRows();
    const parser = this.parser(batch);
    let failure: string | undefined;
    let header: string[] = [];
    let rowNumber = 0;
    let chunk: PendingRow[] = [];
    try {
      for await (const record of parser as AsyncIterable<string[]>) {
        rowNumber += 1;
        if (rowNumber === 1) {
          header = record.map((name) => name.trim());
          continue;
        }
        if (rowNumber - 1 > limit) {
          failure = SubmissionImportErrors.tooManyRows(limit);
          break;
        }
        // Rows before next_row were committed by an earlier run of this job.
        if (rowNumber < batch.nextRow) continue;
        chunk.push({ rowNumber, record });
        if (chunk.length >= chunkRows) {
          await this.commitChunk(batch, header, chunk);
          await onProgress(percentOf(rowNumber + 1, totalRows));
          chunk = [];
          checkpoint(signal);
        }
      }
    } catch (error) {
      if (!(error instanceof CsvError)) throw error;
      failure = SubmissionImportErrors.notCsvText(error.message);
    } finally {
      parser.destroy();
    }
    // The rows read before the end (or before a syntax error) are committed and counted either way.
    if (chunk.length > 0) await this.commitChunk(batch, header, chunk);
    return failure ?? Math.max(0, rowNumber - 1);
  }

  private async commitChunk(batch: BatchRow, header: string[], chunk: PendingRow[]): Promise<void> {
    const valid: { rowNumber: number; value: SubmissionValue }[] = [];
    const errors: BatchRowError[] = [];
    let rejected = 0;
    for (const { rowNumber, record } of chunk) {
      if (record.length !== header.length) {
        rejected += 1;
        errors.push({
          rowNumber,
          field: 'row',
          reason: SubmissionImportErrors.columnCount(record.length, header.length),
        });
        continue;
      }
      const result = validateSubmission(batch.type, rowInput(header, record));
      if (result.value && result.errors.length === 0) {
        valid.push({ rowNumber, value: result.value });
      } else {
        rejected += 1;
        for (const problem of result.errors) errors.push({ rowNumber, ...problem });
      }
    }
    const firstRow = chunk[0].rowNumber;
    const nextRow = chunk[chunk.length - 1].rowNumber + 1;
    await this.dataSource.transaction(async (manager) => {
      const current = await this.repository.lock(manager, batch.id);
      if (current?.status !== SubmissionBatchStatus.Processing || current.nextRow !== firstRow) {
        this.logger.warn(`Batch ${batch.id}: rows from ${firstRow} were already imported by another run; stopping`);
        throw new ChunkAlreadyRecorded();
      }
      const accepted = await this.submissions.create(manager, {
        submittedBy: batch.submittedById,
        batchId: batch.id,
        rows: valid,
      });
      await this.repository.insertErrors(manager, batch.id, errors);
      await this.repository.recordChunk(manager, batch.id, { accepted, rejected, nextRow });
    });
  }
}
