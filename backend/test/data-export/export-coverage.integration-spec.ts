import type { DataSource } from 'typeorm';
import { EXPORT_SECTIONS, NOT_EXPORTED } from '../../src/modules/data-export/export-tables.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

/**
 * Every column that points at a user, from the database's own catalog: the foreign keys to users(id),
 * and uuid columns named `user_id` / `..._user_id` that have no foreign key (e.g. delivery logs).
 */
async function userColumns(dataSource: DataSource): Promise<string[]> {
  const foreignKeys = await dataSource.query<{ reference: string }[]>(
    `SELECT DISTINCT kcu.table_name || '.' || kcu.column_name AS "reference"
     FROM information_schema.referential_constraints rc
     JOIN information_schema.key_column_usage kcu
       ON kcu.constraint_schema = rc.constraint_schema AND kcu.constraint_name = rc.constraint_name
     JOIN information_schema.constraint_column_usage ccu
       ON ccu.constraint_schema = rc.unique_constraint_schema AND ccu.constraint_name = rc.unique_constraint_name
     WHERE ccu.table_schema = 'public' AND ccu.table_name = 'users' AND ccu.column_name = 'id'`,
  );
  const named = await dataSource.query<{ reference: string }[]>(
    `SELECT table_name || '.' || column_name AS "reference" FROM information_schema.columns
     WHERE table_schema = 'public' AND data_type = 'uuid'
       AND (column_name = 'user_id' OR column_name LIKE '%\\_user\\_id')`,
  );
  return [...new Set([...foreignKeys, ...named].map((row) => row.reference))].sort();
}

const declared = () => new Set<string>([...EXPORT_SECTIONS.flatMap((s) => s.covers), ...Object.keys(NOT_EXPORTED)]);

const missingFromExport = async (dataSource: DataSource) => {
  const covered = declared();
  return (await userColumns(dataSource)).filter((reference) => !covered.has(reference));
};

describe('The data export covers every table that holds user data', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    // A cap for a busy machine, not a timing assertion.
  }, 30_000);
  afterAll(() => t.close());

  it('finds no column referencing users that the export neither covers nor leaves out with a reason', async () => {
    const columns = await userColumns(t.dataSource);
    // The enumeration itself works: it sees the well-known references.
    expect(columns).toEqual(
      expect.arrayContaining(['articles.author_id', 'oauth_identities.user_id', 'data_exports.user_id']),
    );
    expect(columns.length).toBeGreaterThanOrEqual(30);
    expect(await missingFromExport(t.dataSource)).toEqual([]);
  });

  it('declares only columns that exist (no stale entry hides a renamed column)', async () => {
    const existing = new Set(
      (
        await t.dataSource.query<{ reference: string }[]>(
          `SELECT table_name || '.' || column_name AS "reference" FROM information_schema.columns
           WHERE table_schema = 'public'`,
        )
      ).map((row) => row.reference),
    );
    expect([...declared()].filter((reference) => !existing.has(reference))).toEqual([]);
  });

  it('names each section once', () => {
    const names = EXPORT_SECTIONS.map((section) => section.name);
    expect(new Set(names).size).toBe(names.length);
  });

  describe('with new tables holding user data that the export does not list', () => {
    beforeAll(async () => {
      await t.dataSource.query(
        `CREATE TABLE export_probe_notes (id serial PRIMARY KEY, owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE)`,
      );
      await t.dataSource.query(`CREATE TABLE export_probe_log (id serial PRIMARY KEY, user_id uuid NOT NULL)`);
    });
    afterAll(async () => {
      await t.dataSource.query(`DROP TABLE IF EXISTS export_probe_notes`);
      await t.dataSource.query(`DROP TABLE IF EXISTS export_probe_log`);
    });

    it('reports both, with or without a foreign key', async () => {
      expect(await missingFromExport(t.dataSource)).toEqual([
        'export_probe_log.user_id',
        'export_probe_notes.owner_id',
      ]);
    });
  });
});
