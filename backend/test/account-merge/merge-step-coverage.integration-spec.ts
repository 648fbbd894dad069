import { AccountMergeService } from '../../src/modules/account-merge/account-merge.service.js';
import { readUserForeignKeys, uncoveredUserReferences } from '../../src/modules/account-merge/user-references.js';
import { createArticle } from '../factories/article.factory.js';
import { createUser } from '../factories/user.factory.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';

/*
 * Every foreign key to users must be emptied of the source id by some registered merge step;
 * otherwise deleting the merged account would cascade and silently lose that table's rows.
 * (No reference is exempt today: account_merges.source_user_id has no foreign key by design, and
 * account_merges.target_user_id is moved on by the users step.)
 */
describe('Account merge steps cover every reference to users', () => {
  let t: TestApp;
  let merges: AccountMergeService;

  beforeAll(async () => {
    t = await createTestApp();
    merges = t.app.get(AccountMergeService);
  });
  beforeEach(() => resetDatabase(t.dataSource));
  afterAll(() => t.close());

  const uncovered = async () =>
    uncoveredUserReferences(await readUserForeignKeys(t.dataSource.manager), merges.coveredReferences());

  it("registers every module's step through Nest discovery", () => {
    expect(merges.stepNames()).toEqual([
      'account',
      'archive',
      'articles',
      'audit',
      'auth',
      'badges',
      'blocks',
      'boosts',
      'communications',
      'data-export',
      'drafts',
      'engagement',
      'flairs',
      'idempotency-keys',
      'legal',
      'messages',
      'notifications',
      'payments',
      'points',
      'profiles',
      'reports',
      'second-factor',
      'submission-imports',
      'submissions',
      'support',
      'users',
    ]);
  });

  it('finds no foreign key to users that no step declares', async () => {
    const foreignKeys = await readUserForeignKeys(t.dataSource.manager);
    expect(foreignKeys.length).toBeGreaterThanOrEqual(12);
    expect(await uncovered()).toEqual([]);
  });

  it('declares only references that exist (no stale declaration hides a renamed column)', async () => {
    const existing = new Set<string>((await readUserForeignKeys(t.dataSource.manager)).map((key) => key.reference));
    expect(merges.coveredReferences().filter((reference) => !existing.has(reference))).toEqual([]);
  });

  describe('with a new table that references users and no step for it', () => {
    beforeEach(() =>
      t.dataSource.query(
        `CREATE TABLE merge_probe_notes (id serial PRIMARY KEY, owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE)`,
      ),
    );
    afterEach(() => t.dataSource.query(`DROP TABLE IF EXISTS merge_probe_notes`));

    it('reports the table as uncovered', async () => {
      expect(await uncovered()).toEqual(['merge_probe_notes.owner_id']);
    });

    it('refuses the merge and rolls everything back rather than let the cascade delete the rows', async () => {
      const source = await createUser(t.dataSource);
      const target = await createUser(t.dataSource);
      const article = await createArticle(t.dataSource, source);
      await t.dataSource.query(`INSERT INTO merge_probe_notes (owner_id) VALUES ($1)`, [source.id]);

      await expect(merges.merge({ sourceId: source.id, targetId: target.id })).rejects.toThrow(
        'Account merge left rows pointing at the source: merge_probe_notes.owner_id',
      );
      const [user] = await t.dataSource.query(`SELECT id FROM users WHERE id = $1`, [source.id]);
      expect(user).toBeDefined();
      const [moved] = await t.dataSource.query(`SELECT author_id FROM articles WHERE id = $1`, [article.id]);
      expect(moved.author_id).toBe(source.id);
      const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM account_merges`);
      expect(count).toBe(0);
    });
  });
});
