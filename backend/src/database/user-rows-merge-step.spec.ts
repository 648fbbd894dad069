import type { EntityManager } from 'typeorm';
import { userRowsMergeStep } from './user-rows-merge-step.js';

const pair = { sourceId: 'source', targetId: 'target' };

/** A manager that records each statement and answers it with `rows` rows (by the statement's first words). */
function recordingManager(rows: (sql: string) => number) {
  const statements: string[] = [];
  const manager = {
    query: (sql: string) => {
      const statement = sql.replace(/\s+/g, ' ').trim();
      statements.push(statement);
      return Promise.resolve(Array.from({ length: rows(statement) }, () => ({ n: 1 })));
    },
  } as unknown as EntityManager;
  return { manager, statements };
}

describe('userRowsMergeStep', () => {
  const Blocks = userRowsMergeStep({
    name: 'blocks',
    betweenAccounts: { table: 'user_blocks', columns: ['blocker_id', 'blocked_id'], dropped: 'blocksDropped' },
    columns: [
      { reference: 'user_blocks.blocker_id', oncePer: ['blocked_id'], moved: 'blocksMoved', dropped: 'blocksDropped' },
      { reference: 'user_blocks.blocked_id', oncePer: ['blocker_id'], moved: 'blocksMoved', dropped: 'blocksDropped' },
    ],
  });

  it('covers every declared column', () => {
    expect(new Blocks().covers).toEqual(['user_blocks.blocker_id', 'user_blocks.blocked_id']);
  });

  it('drops rows between the accounts, then duplicates, then moves, adding counts that share a key', async () => {
    const { manager, statements } = recordingManager((sql) => (sql.startsWith('DELETE') ? 1 : 2));
    expect(await new Blocks().moveUserData(manager, pair)).toEqual({ blocksMoved: 4, blocksDropped: 3 });
    expect(statements.map((sql) => sql.split(' WHERE ')[0])).toEqual([
      'DELETE FROM user_blocks',
      'DELETE FROM user_blocks source',
      'DELETE FROM user_blocks source',
      'UPDATE user_blocks SET blocker_id = $2',
      'UPDATE user_blocks SET blocked_id = $2',
    ]);
    expect(statements[1]).toContain('own.blocked_id IS NOT DISTINCT FROM source.blocked_id');
  });

  it('reports every key, zero when nothing matched, and drops the source rows it is told to', async () => {
    const Exports = userRowsMergeStep({
      name: 'data-export',
      dropSourceRows: [{ reference: 'data_exports.user_id', dropped: 'exportsDropped' }],
    });
    const { manager, statements } = recordingManager(() => 0);
    expect(await new Exports().moveUserData(manager, pair)).toEqual({ exportsDropped: 0 });
    expect(statements).toEqual(['DELETE FROM data_exports WHERE user_id = $1 RETURNING 1 AS dropped']);
  });

  it('refuses a name that is not a plain SQL identifier', () => {
    expect(() =>
      userRowsMergeStep({ name: 'bad', columns: [{ reference: 'users; DROP TABLE users.id', moved: 'moved' }] }),
    ).toThrow('Not a plain SQL identifier');
  });
});
