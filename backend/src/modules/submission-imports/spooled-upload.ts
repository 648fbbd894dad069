import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { csvRecords, bomLength } from './csv-records.js';
import { encodingProblem, firstRecordEnd, readHeader, type CsvHeader } from './csv-format.js';
import { FILE_PART_BYTES, MAX_RECORD_BYTES } from './import-limits.js';
import { SubmissionImportErrors } from './submission-imports.errors.js';

/** What the upload interceptor hands over for the `file` part: the file streamed to the API's disk. */
export interface SpooledCsv {
  originalname: string;
  size: number;
  path: string;
}

/** The file's parts of FILE_PART_BYTES (the last one shorter), read one at a time. */
export async function* spooledParts(path: string): AsyncGenerator<Buffer> {
  const handle = await open(path, 'r');
  try {
    for (;;) {
      const part = Buffer.alloc(FILE_PART_BYTES);
      let filled = 0;
      while (filled < FILE_PART_BYTES) {
        const { bytesRead } = await handle.read(part, filled, FILE_PART_BYTES - filled, null);
        if (bytesRead === 0) break;
        filled += bytesRead;
      }
      if (filled > 0) yield filled < FILE_PART_BYTES ? part.subarray(0, filled) : part;
      if (filled < FILE_PART_BYTES) return;
    }
  } finally {
    await handle.close();
  }
}

/**
 * The header of a spooled file, read from its first bytes, or why the file is refused at once (empty,
 * UTF-16, binary, a header that is not UTF-8 or not CSV, or larger than a record may be).
 */
export async function spooledHeader(file: SpooledCsv): Promise<CsvHeader | string> {
  const handle = await open(file.path, 'r');
  let head: Buffer;
  try {
    const buffer = Buffer.alloc(Math.min(file.size, MAX_RECORD_BYTES + 8));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  const encoding = encodingProblem(head);
  if (encoding) return encoding;
  const start = bomLength(head);
  const end = firstRecordEnd(head.subarray(start));
  if (end === null && head.length < file.size) return SubmissionImportErrors.recordTooLarge(1, MAX_RECORD_BYTES);
  const headerBytes = head.subarray(start, end === null ? head.length : start + end);
  return readHeader(csvRecords(Readable.from([headerBytes]), start));
}
