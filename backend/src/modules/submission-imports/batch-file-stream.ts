import { Readable } from 'node:stream';
import { FILE_SLICE_BYTES } from './import-limits.js';
import type { SubmissionImportsRepository } from './submission-imports.repository.js';

/** The stored file as a byte stream, read from PostgreSQL one slice at a time (never whole in memory). */
export function batchFileStream(repository: SubmissionImportsRepository, batchId: string, sizeBytes: number): Readable {
  async function* slices() {
    for (let offset = 0; offset < sizeBytes; offset += FILE_SLICE_BYTES) {
      const part = await repository.readFileSlice(batchId, offset, FILE_SLICE_BYTES);
      if (!part || part.length === 0) return;
      yield part;
    }
  }
  return Readable.from(slices(), { objectMode: false });
}
