/** Job names of the data-export queue; never renamed once shipped. */
export enum DataExportJob {
  /** Builds one export (job id = the export's id, so a repeated add is ignored). */
  Build = 'build-export',
  /** Repeating: removes the files of exports past their download window. */
  RemoveExpired = 'remove-expired-exports',
}

/** The job carries only the export id: the status, the progress and the files live in PostgreSQL. */
export interface DataExportJobData {
  exportId?: string;
}

export const REMOVE_EXPIRED_EVERY_MS = 15 * 60 * 1000;
