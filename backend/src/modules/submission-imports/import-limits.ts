import { loadEnvironment } from '../../config/config.module.js';
import type { Environment } from '../../config/environment.js';

// The tunable limits (file size, rows, chunks, turns, quotas, the job lock) live in the validated
// Environment (CSV_IMPORT_*, SUBMISSIONS_*); these are fixed by the storage format and the worker's memory.

/**
 * Worker options of the import queues: a dead worker's job is handed to another after about
 * CSV_IMPORT_LOCK_MS (BullMQ's stalled-job check). The getters run when Nest builds the worker, after the
 * configuration has loaded; the decorator that holds these options runs when the class is defined.
 */
export function importWorkerOptions(): { lockDuration: number; stalledInterval: number; maxStalledCount: number } {
  return {
    get lockDuration() {
      return loadEnvironment().CSV_IMPORT_LOCK_MS;
    },
    get stalledInterval() {
      return Math.min(loadEnvironment().CSV_IMPORT_LOCK_MS, 30_000);
    },
    maxStalledCount: 2,
  };
}

/** A single CSV record larger than this refuses the file (guards the worker's memory). */
export const MAX_RECORD_BYTES = 1024 * 1024;

/** Size of the parts the upload is stored in and the worker reads (the last part is shorter). */
export const FILE_PART_BYTES = 1024 * 1024;

/** Rejected rows the batch page lists itself (the downloadable report has them all). */
export const FIRST_ERRORS_SHOWN = 20;

/** An account's import limits, chosen by whether it had staff limits when it uploaded. */
export interface ImportQuota {
  activeBatches: number;
  dailyRows: number;
}

export function importQuotaOf(env: Environment, staff: boolean): ImportQuota {
  return staff
    ? { activeBatches: env.CSV_IMPORT_STAFF_ACTIVE_BATCHES, dailyRows: env.CSV_IMPORT_STAFF_DAILY_ROWS }
    : { activeBatches: env.CSV_IMPORT_MEMBER_ACTIVE_BATCHES, dailyRows: env.CSV_IMPORT_MEMBER_DAILY_ROWS };
}
