import { Readable } from 'node:stream';
import { FILE_PART_BYTES } from './import-limits.js';
import type { SubmissionImportsRepository } from './submission-imports.repository.js';

/**
 * The stored file from byte `fromByte` on, as a byte stream read from PostgreSQL one part at a time
 * (never whole in memory).
 */
export function batchFileStream(repository: SubmissionImportsRepository, batchId: string, fromByte = 0): Readable {
  async function* parts() {
    let skip = fromByte % FILE_PART_BYTES;
    for (let part = Math.floor(fromByte / FILE_PART_BYTES); ; part += 1) {
      const content = await repository.readFilePart(batchId, part);
      if (!content || content.length === 0) return;
      yield skip > 0 ? content.subarray(skip) : content;
      skip = 0;
    }
  }
  return Readable.from(parts(), { objectMode: false });
}
