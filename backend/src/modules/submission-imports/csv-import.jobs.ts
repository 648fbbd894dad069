/** Job names of the csv-import queue; never renamed once shipped. */
export enum CsvImportJob {
  ImportBatch = 'import-batch',
  /** Follows a completed import: flags its rows' possible duplicates (job id duplicatesJobId(batchId)). */
  CheckDuplicates = 'check-duplicates',
}

/** One duplicate check per batch: adding it again while it exists is a no-op. */
export const duplicatesJobId = (batchId: string) => `duplicates-${batchId}`;

/** Both jobs carry only the batch id (the import's job id too): the file and the progress live in PostgreSQL. */
export interface CsvImportJobData {
  batchId: string;
}
