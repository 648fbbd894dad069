import { FIRST_DATA_ROW } from './entities/submission-batch.entity.js';

/** Share (0-100) of the data rows handled when `nextRow` is the next one to import. */
export function percentOf(nextRow: number, totalRows: number | null): number {
  if (!totalRows) return 0;
  return Math.min(100, Math.floor(((nextRow - FIRST_DATA_ROW) * 100) / totalRows));
}
