import { InjectQueue } from '@nestjs/bullmq';
import {
  ConflictException,
  GoneException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { REDIS_CLIENT } from '../../common/redis/redis.module.js';
import { Environment } from '../../config/environment.js';
import { isUniqueViolation } from '../../database/postgres-errors.js';
import { addJobWithin, assertRedisAnswers } from '../../queues/enqueue-within.js';
import { QueueName } from '../../queues/queue-names.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { DataExportErrors } from './data-export.errors.js';
import { DataExportJob, type DataExportJobData } from './data-export.jobs.js';
import { DataExportRepository, type ExportFormat, type ExportRow } from './data-export.repository.js';
import type { DataExportDto, DataExportStatusDto } from './dto/data-export.dto.js';
import { DataExportStatus } from './entities/data-export.entity.js';
import { exportFileName } from './export-file-name.js';
import { STALLED_AFTER_MS } from './export-limits.js';

const DAY_MS = 24 * 3600_000;

/** "Download my data": starting an export, its status, and the download by its owner only. */
@Injectable()
export class DataExportService {
  private readonly logger = new Logger(DataExportService.name);

  constructor(
    private readonly repository: DataExportRepository,
    @InjectQueue(QueueName.DataExport) private readonly queue: Queue<DataExportJobData>,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    private readonly env: Environment,
  ) {
    let lastLogged = 0;
    this.queue.on('error', (error) => {
      if (Date.now() - lastLogged < 10_000) return;
      lastLogged = Date.now();
      this.logger.warn(`data-export queue unavailable: ${error.message}`);
    });
  }

  /**
   * Queues an export of everything about `user`. One in progress per user (a partial unique index, so
   * it holds across API instances) and a daily allowance; when the queue cannot take the job the export
   * is removed again and the caller gets a 503.
   */
  async start(user: SessionUser): Promise<DataExportDto> {
    try {
      await assertRedisAnswers(this.redis);
    } catch {
      throw new ServiceUnavailableException(DataExportErrors.queueUnavailable);
    }
    await this.repository.failStalled(user.id, new Date(Date.now() - STALLED_AFTER_MS), DataExportErrors.stalled);
    const limit = this.env.DATA_EXPORT_MAX_PER_DAY;
    const latest = await this.repository.latestOf(user.id);
    if (latest && isInProgress(latest)) throw new ConflictException(DataExportErrors.inProgress);
    if ((await this.repository.countCreatedSince(user.id, new Date(Date.now() - DAY_MS))) >= limit) {
      throw new HttpException(DataExportErrors.dailyLimit(limit), HttpStatus.TOO_MANY_REQUESTS);
    }

    let created: ExportRow;
    try {
      created = await this.repository.createQueued(user.id);
    } catch (error) {
      // Another request of the same user won the race.
      if (isUniqueViolation(error)) throw new ConflictException(DataExportErrors.inProgress);
      throw error;
    }
    try {
      await addJobWithin(this.queue, DataExportJob.Build, { exportId: created.id }, { jobId: created.id });
    } catch (error) {
      this.logger.warn(`Export ${created.id} not queued, removed: ${(error as Error).message}`);
      await this.repository.delete(created.id);
      throw new ServiceUnavailableException(DataExportErrors.queueUnavailable);
    }
    return toDataExportDto(created);
  }

  async status(user: SessionUser): Promise<DataExportStatusDto> {
    const latest = await this.repository.latestOf(user.id);
    return { latest: latest ? toDataExportDto(latest) : null, exportsPerDay: this.env.DATA_EXPORT_MAX_PER_DAY };
  }

  /**
   * A file of a finished export. Anyone but its owner is told it does not exist (admins included:
   * an export is the user's own copy); past its window it is 410 and its files are removed now.
   */
  async download(
    user: SessionUser,
    id: string,
    format: ExportFormat,
  ): Promise<{ fileName: string; content: Buffer; contentType: string }> {
    const found = await this.repository.find(id);
    if (!found || found.userId !== user.id) throw new NotFoundException(DataExportErrors.notFound);
    if (isPastWindow(found)) {
      await this.repository.expire(found.id);
      throw new GoneException(DataExportErrors.expired);
    }
    if (found.status === DataExportStatus.Failed) throw new ConflictException(DataExportErrors.failed);
    if (found.status !== DataExportStatus.Completed) throw new ConflictException(DataExportErrors.notReady);
    const content = await this.repository.fileOf(found.id, format);
    // Expired between the two reads.
    if (!content) throw new GoneException(DataExportErrors.expired);
    return {
      fileName: exportFileName(user.username, found.finishedAt ?? found.createdAt, format),
      content,
      contentType: format === 'zip' ? 'application/zip' : 'application/json; charset=utf-8',
    };
  }
}

const isInProgress = (row: ExportRow) =>
  row.status === DataExportStatus.Queued || row.status === DataExportStatus.Running;

const isPastWindow = (row: ExportRow) =>
  row.status === DataExportStatus.Expired ||
  (row.status === DataExportStatus.Completed && row.expiresAt !== null && row.expiresAt.getTime() <= Date.now());

const downloadUrl = (id: string, format: ExportFormat) => `/api/settings/export/${id}/download?format=${format}`;

export function toDataExportDto(row: ExportRow): DataExportDto {
  const downloadable = row.status === DataExportStatus.Completed && !isPastWindow(row);
  return {
    id: row.id,
    status: isPastWindow(row) ? DataExportStatus.Expired : row.status,
    progressPercent: row.status === DataExportStatus.Completed ? 100 : row.progress,
    createdAt: row.createdAt,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    expiresAt: row.expiresAt,
    jsonBytes: row.jsonBytes,
    zipBytes: row.zipBytes,
    failureReason: row.failureReason,
    jsonUrl: downloadable ? downloadUrl(row.id, 'json') : null,
    zipUrl: downloadable ? downloadUrl(row.id, 'zip') : null,
  };
}
