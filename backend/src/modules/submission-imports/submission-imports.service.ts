import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { DataSource, type EntityManager } from 'typeorm';
import { hasStaffLimits, roleIncludes } from '../../common/auth/role-rank.js';
import { quotaExceeded } from '../../common/http/quota-exceeded.js';
import { ValidationFailedException } from '../../common/pipes/validation.pipe.js';
import { REDIS_CLIENT } from '../../common/redis/redis.module.js';
import { Environment } from '../../config/environment.js';
import { assertRedisAnswers } from '../../queues/enqueue-within.js';
import { QueueName } from '../../queues/queue-names.js';
import { PendingSubmissionsQuota } from '../submissions/pending-submissions-quota.js';
import type { SubmissionType } from '@irl/shared';
import type { UserRecord } from '../users/user-record.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { UserRole } from '../users/user-role.js';
import { duplicatePercentOf, percentOf } from './batch-progress.js';
import { errorReportCsv, headerProblem, templateCsv } from './csv-format.js';
import type { CsvImportJobData } from './csv-import.jobs.js';
import type { SubmissionBatchDto } from './dto/submission-batch.dto.js';
import { BatchDuplicateCheck, SubmissionBatchStatus } from './entities/submission-batch.entity.js';
import { FIRST_ERRORS_SHOWN, importQuotaOf } from './import-limits.js';
import { ImportTurns } from './import-turns.js';
import { spooledHeader, spooledParts, type SpooledCsv } from './spooled-upload.js';
import { ImportQuotaCode, SubmissionImportErrors } from './submission-imports.errors.js';
import { SubmissionImportsRepository, type BatchRow, type BatchRowError } from './submission-imports.repository.js';

const fileRefused = (reason: string) => new ValidationFailedException([{ field: 'file', reason }], reason);

/** Uploads of CSV batches (checked, stored, queued) and what their uploader sees of them. */
@Injectable()
export class SubmissionImportsService {
  private readonly logger = new Logger(SubmissionImportsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: SubmissionImportsRepository,
    private readonly turns: ImportTurns,
    private readonly pendingQuota: PendingSubmissionsQuota,
    private readonly env: Environment,
    @InjectQueue(QueueName.CsvImport) queue: Queue<CsvImportJobData>,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
  ) {
    // Without a listener a lost Redis connection is printed on every reconnect attempt; log it every 10 s at most.
    let lastLogged = 0;
    queue.on('error', (error) => {
      if (Date.now() - lastLogged < 10_000) return;
      lastLogged = Date.now();
      this.logger.warn(`csv-import queue unavailable: ${error.message}`);
    });
  }

  /**
   * The account's quotas, checked before the file is read (429 naming the limit): imports queued or
   * running at once, rows of the last 24 hours, pending submissions. The upload checks the first again
   * under the uploader's lock; the worker enforces the others exactly when it counts the file.
   */
  async assertMayUpload(user: SessionUser): Promise<void> {
    const staff = hasStaffLimits(user.role);
    const quota = importQuotaOf(this.env, staff);
    this.assertActiveRoom((await this.repository.activeBatchIds(undefined, user.id)).length, quota.activeBatches);
    const used = await this.repository.rowsOfLastDay(undefined, user.id);
    if (used >= quota.dailyRows) {
      throw quotaExceeded(ImportQuotaCode.DailyRows, SubmissionImportErrors.dailyRowsLimit(used, quota.dailyRows));
    }
    await this.pendingQuota.assertRoomNow(user.id, staff);
  }

  /**
   * Checks the streamed file (name, encoding, header), copies it into PostgreSQL part by part with its
   * batch, and gives the batch its import turn when the uploader has no older one waiting. When the
   * queue cannot take the job the batch is removed again and the caller gets a 503: no batch is ever
   * left without its job.
   */
  async upload(user: UserRecord, type: SubmissionType, file: SpooledCsv | undefined): Promise<SubmissionBatchDto> {
    if (!file) throw fileRefused(SubmissionImportErrors.fileRequired);
    const fileName = cleanFileName(file.originalname);
    if (!/\.csv$/i.test(fileName)) throw fileRefused(SubmissionImportErrors.notCsv);
    const header = await spooledHeader(file);
    if (typeof header === 'string') throw fileRefused(header);
    const problem = headerProblem(type, header.names);
    if (problem) throw fileRefused(problem);

    await this.ensureQueueReachable();
    const staffLimits = hasStaffLimits(user.role);
    const { batch, startsNow } = await this.dataSource.transaction(async (manager) => {
      await this.repository.lockUploader(manager, user.id);
      const active = await this.repository.activeBatchIds(manager, user.id);
      this.assertActiveRoom(active.length, importQuotaOf(this.env, staffLimits).activeBatches);
      const created = await this.repository.insertBatch(manager, {
        type,
        submittedById: user.id,
        fileName,
        sizeBytes: file.size,
        staffLimits,
      });
      await this.storeFile(manager, created.id, file.path);
      return { batch: created, startsNow: await this.turns.startsNow(manager, created) };
    });
    if (startsNow) {
      try {
        await this.turns.queueTurn(batch);
      } catch (error) {
        // A job that still reaches Redis later finds no batch and ends without effect.
        this.logger.warn(`Batch ${batch.id} not queued, removed: ${(error as Error).message}`);
        await this.repository.delete(batch.id);
        throw new ServiceUnavailableException(SubmissionImportErrors.queueUnavailable);
      }
    }
    return toBatchDto(batch, []);
  }

  async get(user: UserRecord, id: string): Promise<SubmissionBatchDto> {
    const batch = await this.visibleBatch(user, id);
    const firstErrors = batch.rejectedRows > 0 ? await this.repository.errorsOf(batch.id, FIRST_ERRORS_SHOWN) : [];
    return toBatchDto(batch, firstErrors);
  }

  /** The error report of a batch as CSV text, and the name to download it under. */
  async errorReport(user: UserRecord, id: string): Promise<{ fileName: string; csv: string }> {
    const batch = await this.visibleBatch(user, id);
    const rows = await this.repository.errorsOf(batch.id);
    const base = batch.fileName.replace(/\.csv$/i, '');
    return { fileName: `${base}_errors.csv`, csv: errorReportCsv(rows) };
  }

  template(type: SubmissionType): { fileName: string; csv: string } {
    return { fileName: `${type}_template.csv`, csv: templateCsv(type) };
  }

  private assertActiveRoom(active: number, limit: number): void {
    if (active >= limit) {
      throw quotaExceeded(ImportQuotaCode.ActiveBatches, SubmissionImportErrors.activeBatchesLimit(active, limit));
    }
  }

  /** The spooled file into the batch's parts, one part in memory at a time; a NUL byte refuses it. */
  private async storeFile(manager: EntityManager, batchId: string, path: string): Promise<void> {
    let partNumber = 0;
    for await (const part of spooledParts(path)) {
      if (part.includes(0)) throw fileRefused(SubmissionImportErrors.binary);
      await this.repository.insertFilePart(manager, batchId, partNumber, part);
      partNumber += 1;
    }
  }

  /** Owners and admins see a batch; anyone else is told it does not exist. */
  private async visibleBatch(user: UserRecord, id: string): Promise<BatchRow> {
    const batch = await this.repository.find(id);
    if (!batch || (batch.submittedById !== user.id && !roleIncludes(user.role, UserRole.Admin))) {
      throw new NotFoundException(SubmissionImportErrors.batchNotFound);
    }
    return batch;
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

export function toBatchDto(batch: BatchRow, firstErrors: BatchRowError[]): SubmissionBatchDto {
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
    progressPercent: done ? 100 : percentOf(processedRows, batch.totalRows),
    failureReason: batch.failureReason,
    firstErrors,
    duplicateCheck: batch.duplicateCheck,
    duplicatePercent: batch.duplicateCheck === BatchDuplicateCheck.Done ? 100 : duplicatePercentOf(batch),
    duplicateRows: batch.duplicateRows,
    createdAt: batch.createdAt,
    startedAt: batch.startedAt,
    finishedAt: batch.finishedAt,
  };
}
