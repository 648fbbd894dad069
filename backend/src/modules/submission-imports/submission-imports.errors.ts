/** The submission-imports module's error messages, named once. */
export const SubmissionImportErrors = {
  fileRequired: 'Please select a file to upload',
  notCsv: 'Only .csv files are accepted',
  tooLarge: (maxBytes: number) => `The file is larger than ${Math.floor(maxBytes / 1024)} KB`,
  empty: 'The file is empty',
  utf16: 'The file is UTF-16 encoded: save it as UTF-8 (with or without BOM) and upload it again',
  notUtf8: 'The file is not UTF-8 text: save it as UTF-8 (with or without BOM) and upload it again',
  binary: 'The file holds binary data, not CSV text',
  notCsvText: (detail: string) => `The file is not valid CSV: ${detail}`,
  header: (missing: string[], unknown: string[], repeated: string[]) =>
    [
      'The header row must hold the template\u2019s column names',
      missing.length ? `missing: ${missing.join(', ')}` : '',
      unknown.length ? `unknown: ${unknown.join(', ')}` : '',
      repeated.length ? `repeated: ${repeated.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('; '),
  unclosedQuote: 'a quoted field is never closed',
  tooManyRows: (maxRows: number) => `The file has more than ${maxRows.toLocaleString('en-US')} rows`,
  noRows: 'The file has a header but no rows',
  columnCount: (found: number, expected: number) => `The row has ${found} cells; the header has ${expected}`,
  queueUnavailable:
    'Imports are unavailable right now (the job queue cannot be reached). Nothing was saved: please try again in a few minutes.',
  batchNotFound: 'Batch not found',
  internal: 'The import stopped on an internal error; an operator has been told',
} as const;
