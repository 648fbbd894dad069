import { PreparedStatement, queryPrepared } from '../../src/database/prepared-statement.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

/**
 * TypeORM passes a PreparedStatement to the pg driver as it is, and pg prepares it under its name:
 * the contract the hottest reads rely on, checked on a real connection (an upgrade of either
 * library that broke it would send the text unnamed, or fail).
 */
describe('prepared statements through TypeORM', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('prepares the statement once on the connection, runs it by name with new values, and inside transactions', async () => {
    const doubled = new PreparedStatement('test-doubled', 'SELECT $1::int * 2 AS "value"');
    await t.dataSource.transaction(async (manager) => {
      expect(await queryPrepared(manager, doubled, [21])).toEqual([{ value: 42 }]);
      expect(await queryPrepared(manager, doubled, [5])).toEqual([{ value: 10 }]);
      const prepared = await manager.query<{ name: string; statement: string }[]>(
        `SELECT name, statement FROM pg_prepared_statements WHERE name = 'test-doubled'`,
      );
      expect(prepared).toEqual([{ name: 'test-doubled', statement: doubled.text }]);
    });
  });

  it('reads as its text wherever the statement is logged or shown', () => {
    expect(String(new PreparedStatement('a', 'SELECT 1'))).toBe('SELECT 1');
  });
});
