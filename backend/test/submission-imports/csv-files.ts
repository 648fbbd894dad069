import type { DataSource } from 'typeorm';
import { FILE_PART_BYTES } from '../../src/modules/submission-imports/import-limits.js';
import type {
  BatchRow,
  SubmissionImportsRepository,
} from '../../src/modules/submission-imports/submission-imports.repository.js';
import { fieldsOf, type SubmissionType } from '@irl/shared';

/** A CSV line from cells (quoted when needed). */
export function csvLine(cells: readonly string[]): string {
  return cells.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',');
}

/**
 * A person CSV of `rows` data rows; every `badEvery`-th row (when given) has a too-short description
 * and a formula-like name, so it is refused with an error that the report must guard.
 */
export function personCsv(rows: number, badEvery = 0): string {
  const header = fieldsOf('person' as SubmissionType);
  const lines = [csvLine(header)];
  for (let i = 1; i <= rows; i += 1) {
    const bad = badEvery > 0 && i % badEvery === 0;
    const values: Record<string, string> = {
      name: bad ? `=HYPERLINK("x") ${i}` : `Streamer ${i}`,
      description: bad ? 'short' : `An IRL streamer number ${i} who walked through many cities.`,
      tags: 'irl|travel',
      nicknames: `S${i}|The ${i}th`,
      isStreamer: 'true',
      streamLink: `https://example.com/live/${i}`,
      location: 'Tokyo',
    };
    lines.push(csvLine(header.map((column) => values[column] ?? '')));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** A batch stored as an upload stores it (queued, its file in parts), without queueing its import. */
export async function storeBatch(
  dataSource: DataSource,
  repository: SubmissionImportsRepository,
  batch: { submittedById: string; csv: string; fileName?: string; staffLimits?: boolean },
): Promise<BatchRow> {
  const content = Buffer.from(batch.csv);
  return dataSource.transaction(async (manager) => {
    const created = await repository.insertBatch(manager, {
      type: 'person',
      submittedById: batch.submittedById,
      fileName: batch.fileName ?? 'direct.csv',
      sizeBytes: content.length,
      staffLimits: batch.staffLimits ?? false,
    });
    for (let part = 0; part * FILE_PART_BYTES < content.length; part += 1) {
      const bytes = content.subarray(part * FILE_PART_BYTES, (part + 1) * FILE_PART_BYTES);
      await repository.insertFilePart(manager, created.id, part, bytes);
    }
    return created;
  });
}
