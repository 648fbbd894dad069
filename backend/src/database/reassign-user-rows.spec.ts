import type { EntityManager } from 'typeorm';
import { reassignUserRows } from './reassign-user-rows.js';

function recordingManager(result: unknown) {
  const calls: { sql: string; parameters: unknown[] }[] = [];
  const manager = {
    query: (sql: string, parameters: unknown[]) => {
      calls.push({ sql, parameters });
      return Promise.resolve(result);
    },
  } as unknown as EntityManager;
  return { manager, calls };
}

describe('reassignUserRows', () => {
  const pair = { sourceId: 'source-id', targetId: 'target-id' };

  it('moves the column from the source to the target and counts the rows the UPDATE returned', async () => {
    const { manager, calls } = recordingManager([[{ moved: 1 }, { moved: 1 }, { moved: 1 }], 3]);
    await expect(reassignUserRows(manager, 'article_likes', 'user_id', pair)).resolves.toBe(3);
    expect(calls).toEqual([
      {
        sql: 'UPDATE article_likes SET user_id = $2 WHERE user_id = $1 RETURNING 1 AS moved',
        parameters: ['source-id', 'target-id'],
      },
    ]);
  });

  it('refuses a table or column that is not a plain identifier, before running anything', async () => {
    const { manager, calls } = recordingManager([[], 0]);
    await expect(reassignUserRows(manager, 'users; DROP TABLE users', 'id', pair)).rejects.toThrow(/identifier/);
    await expect(reassignUserRows(manager, 'users', 'id = id --', pair)).rejects.toThrow(/identifier/);
    expect(calls).toHaveLength(0);
  });
});
