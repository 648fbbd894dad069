/** Job names of the csv-import queue; never renamed once shipped. */
export enum CsvImportJob {
  ImportBatch = 'import-batch',
}

/** The job carries only the batch id (also its job id): the file and the progress live in PostgreSQL. */
export interface CsvImportJobData {
  batchId: string;
}
