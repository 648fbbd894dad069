import { counted } from '../../common/http/quota-exceeded.js';

const number = (n: number) => n.toLocaleString('en-US');

/** The submission-imports module's error messages, named once. */
export const SubmissionImportErrors = {
  fileRequired: 'Please select a file to upload',
  notCsv: 'Only .csv files are accepted',
  tooLarge: (maxBytes: number) => `The file is larger than ${number(Math.floor(maxBytes / 1024))} KB`,
  empty: 'The file is empty',
  utf16: 'The file is UTF-16 encoded: save it as UTF-8 (with or without BOM) and upload it again',
  binary: 'The file holds binary data, not CSV text',
  headerNotUtf8: (row: number, column: number, byte: string) =>
    `The header (row ${row}, column ${column}) is not UTF-8 text (byte ${byte}): save the file as UTF-8 (with or without BOM) and upload it again`,
  cellNotUtf8: (byte: string, position: number) =>
    `The cell is not UTF-8 text (byte ${byte} at character ${position}): save the file as UTF-8 and upload this row again`,
  notCsvText: (detail: string) => `The file is not valid CSV: ${detail}`,
  header: (missing: string[], unknown: string[], repeated: string[]) =>
    [
      'The header row must hold the template\u2019s column names (name and description at least)',
      missing.length ? `missing: ${missing.join(', ')}` : '',
      unknown.length ? `unknown: ${unknown.join(', ')}` : '',
      repeated.length ? `repeated: ${repeated.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('; '),
  unclosedQuote: 'a quoted field is never closed',
  recordTooLarge: (row: number, maxBytes: number) =>
    `Row ${number(row)} is larger than ${number(Math.floor(maxBytes / 1024))} KB: the file cannot be read`,
  tooManyRows: (maxRows: number) => `The file has more than ${number(maxRows)} rows`,
  noRows: 'The file has a header but no rows',
  columnCount: (found: number, expected: number) => `The row has ${found} cells; the header has ${expected}`,
  activeBatchesLimit: (active: number, limit: number) =>
    `You already have ${counted(active, 'import')} queued or running; the most allowed at once is ${number(limit)}: upload this file when one has finished`,
  dailyRowsLimit: (used: number, limit: number) =>
    `You have imported ${counted(used, 'row')} in the last 24 hours; the most allowed is ${number(limit)}: upload this file later`,
  fileOverDailyRows: (rows: number, limit: number, left: number) =>
    `The file has ${counted(rows, 'row')}, but you may import ${counted(limit, 'row')} in 24 hours and ${number(left)} ${left === 1 ? 'is' : 'are'} left: split the file or upload it later`,
  fileOverPendingCap: (rows: number, limit: number, pending: number) =>
    `The file has ${counted(rows, 'row')}, but you may have ${counted(limit, 'submission')} waiting for review and already have ${number(pending)}: split the file or upload it once some have been reviewed`,
  rowOverPendingCap: (pending: number, limit: number) =>
    `Not imported: you have ${counted(pending, 'submission')} waiting for review; the most allowed is ${number(limit)}`,
  queueUnavailable:
    'Imports are unavailable right now (the job queue cannot be reached). Nothing was saved: please try again in a few minutes.',
  batchNotFound: 'Batch not found',
  internal: 'The import stopped on an internal error; an operator has been told',
} as const;

/** The codes of the per-account import quotas (429), besides PENDING_SUBMISSIONS_LIMIT. */
export enum ImportQuotaCode {
  ActiveBatches = 'IMPORT_ACTIVE_BATCHES_LIMIT',
  DailyRows = 'IMPORT_DAILY_ROWS_LIMIT',
}
