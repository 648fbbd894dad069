import { FIRST_DATA_ROW } from './entities/submission-batch.entity.js';

/** `done` of `total` as a whole percentage (0-100); 0 while the total is unknown. */
export function percentOf(done: number, total: number | null): number {
  if (!total || total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((done * 100) / total)));
}

/**
 * How far the duplicate check got: it walks the rows from the first data row up to the row after the
 * last one imported (`nextRow` once the import is done; blank rows are walked too, and cost nothing).
 */
export function duplicatePercentOf(batch: { duplicateNextRow: number; nextRow: number }): number {
  return percentOf(batch.duplicateNextRow - FIRST_DATA_ROW, batch.nextRow - FIRST_DATA_ROW);
}
