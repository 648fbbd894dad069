// Read when used (not at import time) so operators and tests can tune them through the environment.
const numberFrom = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/** Largest accepted upload (bytes). */
export const maxUploadBytes = () => numberFrom('CSV_IMPORT_MAX_BYTES', 32 * 1024 * 1024);

/** Most data rows (header excluded) one file may hold. */
export const maxImportRows = () => numberFrom('CSV_IMPORT_MAX_ROWS', 100_000);

/** Rows written per transaction (the unit of progress and of resuming). */
export const importChunkRows = () => numberFrom('CSV_IMPORT_CHUNK_ROWS', 1000);

/** Imported rows compared per transaction by the duplicate check (its unit of progress and of resuming). */
export const duplicateChunkRows = () => numberFrom('CSV_DUPLICATES_CHUNK_ROWS', 100);

/**
 * Statement timeout of the duplicate check's chunks (the pool's 10 s is for requests): names that all
 * share most trigrams make every lookup visit long posting lists.
 */
export const duplicateStatementTimeoutMs = () => numberFrom('CSV_DUPLICATES_STATEMENT_TIMEOUT_MS', 300_000);

/**
 * How long a worker's lock on a job lasts without renewal; a worker that died (killed, crashed) has its
 * job handed to another after about this long (BullMQ's stalled-job check).
 */
export const importLockMs = () => numberFrom('CSV_IMPORT_LOCK_MS', 30_000);

/** A single CSV record larger than this is refused (guards the worker's memory). */
export const MAX_RECORD_BYTES = 1024 * 1024;

/** Size of the slices the worker reads the stored file in. */
export const FILE_SLICE_BYTES = 1024 * 1024;
