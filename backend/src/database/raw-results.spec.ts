import type { EntityManager } from 'typeorm';
import { returnedRows } from './raw-results.js';

const answering = (result: unknown) => ({ query: () => Promise.resolve(result) }) as unknown as EntityManager;

describe('returnedRows', () => {
  it('unwraps the [rows, rowCount] answer of an UPDATE or DELETE, also one behind a WITH', async () => {
    const rows = [{ id: 1 }, { id: 2 }];
    await expect(returnedRows(answering([rows, 2]), 'WITH d AS (DELETE ...) UPDATE ...', [])).resolves.toBe(rows);
  });

  it('returns the rows of a SELECT or INSERT as they are, even two of them', async () => {
    const rows = [{ id: 1 }, { id: 2 }];
    await expect(returnedRows(answering(rows), 'SELECT id FROM t', [])).resolves.toBe(rows);
    await expect(returnedRows(answering([]), 'INSERT ... RETURNING id', [])).resolves.toEqual([]);
  });
});
