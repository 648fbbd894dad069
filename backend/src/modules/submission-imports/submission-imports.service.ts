import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { CsvError } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import type { Redis } from 'ioredis';
import { roleIncludes } from '../../common/auth/role-rank.js';
import { ValidationFailedException } from '../../common/pipes/validation.pipe.js';
import { REDIS_CLIENT } from '../../common/redis/redis.module.js';
import { addJobWithin, assertRedisAnswers } from '../../queues/enqueue-within.js';
import { QueueName } from '../../queues/queue-names.js';
import type { User } from '../users/entities/user.entity.js';
import { UserRole } from '../users/user-role.js';
import type { SubmissionType } from '../submissions/submission-rules.js';
import { percentOf } from './batch-progress.js';
import { encodingProblem, errorReportCsv, headerProblem, templateCsv } from './csv-format.js';
import { CsvImportJob, type CsvImportJobData } from './csv-import.jobs.js';
import type { SubmissionBatchDto } from './dto/submission-batch.dto.js';
import { BatchDuplicateCheck, SubmissionBatchStatus } from './entities/submission-batch.entity.js';
import { maxUploadBytes } from './import-limits.js';
import { SubmissionImportErrors } from './submission-imports.errors.js';
import { SubmissionImportsRepository, type BatchRow } from './submission-imports.repository.js';

/** What multer hands over for the `file` part (kept in memory: the limit bounds it). */
export interface UploadedCsv {
  originalname: string;
  size: number;
  buffer: Buffer;
}

const fileRefused = (reason: string) => new ValidationFailedException([{ field: 'file', reason }], reason);

/** Uploads of CSV batches (checked, stored, queued) and what their uploader sees of them. */
@Injectable()
export class SubmissionImportsService {
  private readonly logger = new Logger(SubmissionImportsService.name);

  constructor(
    private readonly repository: SubmissionImportsRepository,
    @InjectQueue(QueueName.CsvImport) private readonly queue: Queue<CsvImportJobData>,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
  ) {
    // Without a listener a lost Redis connection is printed on every reconnect attempt; log it every 10 s at most.
    let lastLogged = 0;
    this.queue.on('error', (error) => {
      if (Date.now() - lastLogged < 10_000) return;
      lastLogged = Date.now();
      this.logger.warn(`csv-import queue unavailable: ${error.message}`);
    });
  }

  /**
   * Checks the file (extension, size, encoding, header), stores it with its batch and queues the
   * import. When the queue cannot take the job the batch is removed again and the caller gets a 503:
   * no batch is ever left without its job.
   */
  async upload(user: User, type: SubmissionType, file: UploadedCsv | undefined): Promise<SubmissionBatchDto> {
    if (!file) throw fileRefused(SubmissionImportErrors.fileRequired);
    if (!/\.csv$/i.test(file.originalname)) throw fileRefused(SubmissionImportErrors.notCsv);
    if (file.size > maxUploadBytes()) throw fileRefused(SubmissionImportErrors.tooLarge(maxUploadBytes()));
    const encoding = encodingProblem(file.buffer);
    if (encoding) throw fileRefused(encoding);
    const header = this.headerOf(file.buffer);
    const problem = headerProblem(type, header);
    if (problem) throw fileRefused(problem);

    await this.ensureQueueReachable();
    const batch = await this.repository.createWithFile({
      type,
      submittedById: user.id,
      fileName: cleanFileName(file.originalname),
      content: file.buffer,
    });
    try {
      await addJobWithin(this.queue, CsvImportJob.ImportBatch, { batchId: batch.id }, { jobId: batch.id });
    } catch (error) {
      // A job that still reaches Redis later finds no batch and ends without effect.
      this.logger.warn(`Batch ${batch.id} not queued, removed: ${(error as Error).message}`);
      await this.repository.delete(batch.id);
      throw new ServiceUnavailableException(SubmissionImportErrors.queueUnavailable);
    }
    return toBatchDto(batch);
  }

  async get(user: User, id: string): Promise<SubmissionBatchDto> {
    return toBatchDto(await this.visibleBatch(user, id));
  }

  /** The error report of a batch as CSV text, and the name to download it under. */
  async errorReport(user: User, id: string): Promise<{ fileName: string; csv: string }> {
    const batch = await this.visibleBatch(user, id);
    const rows = await this.repository.errorsOf(batch.id);
    const base = batch.fileName.replace(/\.csv$/i, '');
    return { fileName: `${base}_errors.csv`, csv: errorReportCsv(rows) };
  }

  template(type: SubmissionType): { fileName: string; csv: string } {
    return { fileName: `${type}_template.csv`, csv: templateCsv(type) };
  }

  /** Owners and admins see a batch; anyone else is told it does not exist. */
  private async visibleBatch(user: User, id: string): Promise<BatchRow> {
    const batch = await this.repository.find(id);
    if (!batch || (batch.submittedById !== user.id && !roleIncludes(user.role, UserRole.Admin))) {
      throw new NotFoundException(SubmissionImportErrors.batchNotFound);
    }
    return batch;
  }

  private headerOf(content: Buffer): string[] {
    try {
      const records: string[][] = parse(content, { bom: true, to_line: 1, relax_column_count: true });
      const header = records[0];
      return header ?? [];
    } catch (error) {
      if (error instanceof CsvError) throw fileRefused(SubmissionImportErrors.notCsvText(error.message));
      throw error;
    }
  }

  /** Fails fast (503) before anything is stored when Redis does not answer. */
  private async ensureQueueReachable(): Promise<void> {
    try {
      await assertRedisAnswers(this.redis);
    } catch {
      throw new ServiceUnavailableException(SubmissionImportErrors.queueUnavailable);
    }
  }
}

/** The base name only, without control characters, at most 255 characters. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? name;
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(-255) || 'upload.csv';
}

export function toBatchDto(batch: BatchRow): SubmissionBatchDto {
  const processedRows = batch.acceptedRows + batch.rejectedRows;
  const done = batch.status === SubmissionBatchStatus.Completed;
  return {
    id: batch.id,
    type: batch.type,
    fileName: batch.fileName,
    sizeBytes: batch.sizeBytes,
    status: batch.status,
    totalRows: batch.totalRows,
    processedRows,
    acceptedRows: batch.acceptedRows,
    rejectedRows: batch.rejectedRows,
    progressPercent: done ? 100 : percentOf(batch.nextRow, batch.totalRows),
    failureReason: batch.failureReason,
    duplicateCheck: batch.duplicateCheck,
    duplicatePercent:
      batch.duplicateCheck === BatchDuplicateCheck.Done ? 100 : percentOf(batch.duplicateNextRow, batch.totalRows),
    duplicateRows: batch.duplicateRows,
    createdAt: batch.createdAt,
    startedAt: batch.startedAt,
    finishedAt: batch.finishedAt,
  };
}
