import { Injectable, Logger } from '@nestjs/common';
import { zipSync } from 'fflate';
import { Environment } from '../../config/environment.js';
import { DataExportErrors } from './data-export.errors.js';
import { DataExportRepository } from './data-export.repository.js';
import { exportFileName } from './export-file-name.js';
import { downloadWindowMs } from './export-limits.js';
import { EXPORT_SECTIONS } from './export-tables.js';

/** The version of the export document's shape; raised when a key changes meaning. */
export const EXPORT_FORMAT_VERSION = 1;

export type BuildOutcome = 'completed' | 'skipped' | 'user-gone';

/**
 * Builds one export in the worker: every section read on one consistent snapshot, the progress
 * stored after each section (so any API instance can report it), then the JSON document and its zip
 * stored in PostgreSQL with the export's completion, in one transaction.
 */
@Injectable()
export class DataExportBuilder {
  private readonly logger = new Logger(DataExportBuilder.name);

  constructor(
    private readonly repository: DataExportRepository,
    private readonly env: Environment,
  ) {}

  async run(
    exportId: string,
    onProgress: (percent: number) => Promise<unknown> = async () => {},
  ): Promise<BuildOutcome> {
    const running = await this.repository.start(exportId);
    // Gone (the account was deleted) or already ended: a repeated delivery of the job does nothing.
    if (!running) return 'skipped';
    const userId = running.userId;

    const tables: Record<string, Record<string, unknown>[]> = {};
    await this.repository.readSnapshot(async (snapshot) => {
      for (const [index, section] of EXPORT_SECTIONS.entries()) {
        tables[section.name] = await this.repository.readSection(snapshot, section.sql, userId);
        // The last few percent are the packing and storing.
        const percent = Math.floor(((index + 1) / EXPORT_SECTIONS.length) * 95);
        await this.repository.setProgress(exportId, percent);
        await onProgress(percent);
      }
    });

    const profile = tables.profile?.[0];
    if (!profile) {
      await this.repository.fail(exportId, DataExportErrors.userGone);
      return 'user-gone';
    }
    const username = String(profile.username);
    const exportedAt = new Date();
    const document = {
      format: 'user-data-export',
      version: EXPORT_FORMAT_VERSION,
      exportedAt: exportedAt.toISOString(),
      user: { id: userId, username },
      tables,
    };
    const json = Buffer.from(JSON.stringify(document, null, 2), 'utf8');
    const zip = Buffer.from(
      zipSync(
        { [exportFileName(username, exportedAt, 'json')]: [new Uint8Array(json), { mtime: exportedAt }] },
        {
          level: 6,
        },
      ),
    );
    const stored = await this.repository.complete(
      exportId,
      { json, zip },
      new Date(exportedAt.getTime() + downloadWindowMs(this.env)),
    );
    if (!stored) return 'skipped';
    await onProgress(100);
    this.logger.log(`Export ${exportId} ready (${json.length} bytes of JSON)`);
    return 'completed';
  }

  /** After the job's last attempt failed: the screen shows the failure instead of a bar that never moves. */
  async failAfterError(exportId: string): Promise<void> {
    await this.repository.fail(exportId, DataExportErrors.failed);
  }

  /** The files of exports past their window are deleted (their rows stay, so a late link answers 410). */
  async removeExpired(): Promise<{ expired: number; orphans: number }> {
    const expired = await this.repository.expire();
    const orphans = await this.repository.removeOrphanFiles();
    if (expired + orphans > 0) this.logger.log(`Removed the files of ${expired} expired exports`);
    return { expired, orphans };
  }
}
