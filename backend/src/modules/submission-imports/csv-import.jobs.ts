/** Job names of the csv-import and csv-duplicates queues; never renamed once shipped. */
export enum CsvImportJob {
  /** One turn of a batch's import (see ImportTurns for its job ids). */
  ImportBatch = 'import-batch',
  /**
   * Follows a completed import: flags its rows' possible duplicates (job id duplicatesJobId(batchId)), on
   * the csv-duplicates queue. Such jobs queued on csv-import before that queue existed are moved there.
   */
  CheckDuplicates = 'check-duplicates',
}

/** One duplicate check per batch: adding it again while it exists is a no-op. */
export const duplicatesJobId = (batchId: string) => `duplicates-${batchId}`;

/** Both jobs carry only the batch id: the file and the progress live in PostgreSQL. */
export interface CsvImportJobData {
  batchId: string;
}
