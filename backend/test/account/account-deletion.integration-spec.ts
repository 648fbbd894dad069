import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { deletionPlanProblems } from '../../src/modules/account/account-deletion-plan.js';
import { AccountDeletionRepository } from '../../src/modules/account/account-deletion.repository.js';
import { DELETED_USER_ID } from '../../src/modules/users/placeholder-user.js';
import { ROOT_USER_ID } from '../../src/modules/users/root-user.js';
import { createArticle } from '../factories/article.factory.js';
import { createUser } from '../factories/user.factory.js';
import { rowsReferencing } from '../account-merge/merge-fixtures.js';
import { openEventStream } from '../messages/event-stream-client.js';
import { sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';

describe('Deleting my account', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.http.address() as AddressInfo).port}`;
  });
  beforeEach(() => resetDatabase(t.dataSource));
  afterAll(() => t.close());

  const remove = (cookie: string | undefined, confirmUsername: unknown) => {
    const call = request(t.http).post('/api/account/delete').set('Origin', SITE_ORIGIN);
    return (cookie ? call.set('Cookie', cookie) : call).send({ confirmUsername });
  };
  const count = async (sql: string, parameters: unknown[] = []) =>
    Number((await t.dataSource.query<{ n: string }[]>(sql, parameters))[0].n);

  it('refuses callers who are not signed in', async () => {
    await remove(undefined, 'anyone').expect(401);
  });

  it('refuses the ROOT account, and a confirmation that does not match', async () => {
    const rootCookie = await sessionCookieFor(t.dataSource, ROOT_USER_ID);
    const refused = await remove(rootCookie, 'root').expect(403);
    expect(refused.body.message).toBe('The ROOT account cannot be deleted.');
    const user = await createUser(t.dataSource, { username: 'alice' });
    const cookie = await sessionCookieFor(t.dataSource, user.id);
    await remove(cookie, 'bob').expect(400);
    await remove(cookie, 42).expect(400);
    expect(await count(`SELECT count(*) AS n FROM users WHERE id = $1`, [user.id])).toBe(1);
  });

  it('keeps the articles (credited to a deleted user) and the ledger, removes the rest, audits and signs out', async () => {
    const alice = await createUser(t.dataSource, { username: 'alice', availablePoints: 30 });
    const bob = await createUser(t.dataSource, { username: 'bob' });
    const aliceArticle = await createArticle(t.dataSource, alice, { title: 'Kept article' });
    const bobArticle = await createArticle(t.dataSource, bob);
    const q = (sql: string, parameters: unknown[]) => t.dataSource.query(sql, parameters);
    await q(`INSERT INTO article_likes (article_id, user_id) VALUES ($1, $2)`, [bobArticle.id, alice.id]);
    await q(`UPDATE articles SET like_count = 1, comment_count = 1 WHERE id = $1`, [bobArticle.id]);
    await q(`INSERT INTO article_comments (article_id, author_id, content) VALUES ($1, $2, 'hi')`, [
      bobArticle.id,
      alice.id,
    ]);
    await q(`INSERT INTO user_follows (follower_id, followee_id) VALUES ($1, $2), ($2, $1)`, [alice.id, bob.id]);
    await q(`INSERT INTO direct_messages (sender_id, receiver_id, content) VALUES ($1, $2, 'a'), ($2, $1, 'b')`, [
      alice.id,
      bob.id,
    ]);
    await q(
      `INSERT INTO oauth_identities (user_id, platform, provider_user_id, username) VALUES ($1, 'google', 'g-1', 'alice')`,
      [alice.id],
    );
    await q(`INSERT INTO points_ledger (user_id, delta, reason, balance_after) VALUES ($1, 30, 'test', 30)`, [
      alice.id,
    ]);
    await q(`INSERT INTO user_settings (user_id, theme) VALUES ($1, 'dark')`, [alice.id]);
    await q(`INSERT INTO notification_preferences (user_id, digest) VALUES ($1, true)`, [alice.id]);
    const cookie = await sessionCookieFor(t.dataSource, alice.id);
    const otherDevice = await sessionCookieFor(t.dataSource, alice.id);
    const stream = await openEventStream(`${base}/api/messages/stream`, otherDevice);
    await stream.next((event) => event.type === 'ready');

    const response = await remove(cookie, 'Alice').expect(200);
    expect(response.body).toEqual({ articlesKept: 1, ledgerEntriesKept: 1 });
    expect(String(response.headers['set-cookie'])).toMatch(/sid=;/);

    // Nothing references the account any more, and the account is gone.
    const left = Object.entries(await rowsReferencing(t.dataSource, alice.id)).filter(([, n]) => n > 0);
    expect(left).toEqual([]);
    expect(await count(`SELECT count(*) AS n FROM users WHERE id = $1`, [alice.id])).toBe(0);
    // The article stays, credited to the deleted-user placeholder.
    const [kept] = await q(
      `SELECT a.title, u.display_name FROM articles a JOIN users u ON u.id = a.author_id WHERE a.id = $1`,
      [aliceArticle.id],
    );
    expect(kept).toEqual({ title: 'Kept article', display_name: 'Deleted user' });
    // The ledger stays, anonymised, and the placeholder's balance matches it.
    expect(await count(`SELECT count(*) AS n FROM points_ledger WHERE user_id = $1`, [DELETED_USER_ID])).toBe(1);
    expect(await count(`SELECT available_points AS n FROM users WHERE id = $1`, [DELETED_USER_ID])).toBe(30);
    // Bob's article counters follow the removed like and comment; bob's side of the rest is gone too.
    expect(await q(`SELECT like_count, comment_count FROM articles WHERE id = $1`, [bobArticle.id])).toEqual([
      { like_count: 0, comment_count: 0 },
    ]);
    expect(await count(`SELECT count(*) AS n FROM direct_messages`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM user_follows`)).toBe(0);
    // Audited, without personal data.
    const [entry] = await q(
      `SELECT actor_id, target_user_id, details FROM audit_log WHERE action = 'account.deleted'`,
      [],
    );
    expect(entry).toMatchObject({ actor_id: alice.id, target_user_id: alice.id, details: { articlesKept: 1 } });
    expect(JSON.stringify(entry.details)).not.toContain('alice');
    // Every session ended at once, live streams included.
    await stream.ended;
    expect((await request(t.http).get('/api/auth/user').set('Cookie', cookie).expect(200)).body.user).toBeNull();
    expect((await request(t.http).get('/api/auth/user').set('Cookie', otherDevice).expect(200)).body.user).toBeNull();
    // A second deletion reuses the placeholder.
    const carol = await createUser(t.dataSource, { username: 'carol' });
    await createArticle(t.dataSource, carol);
    await remove(await sessionCookieFor(t.dataSource, carol.id), 'carol').expect(200);
    expect(await count(`SELECT count(*) AS n FROM articles WHERE author_id = $1`, [DELETED_USER_ID])).toBe(2);
  });

  describe('the deletion plan covers every table that references users', () => {
    const foreignKeys = () => t.app.get(AccountDeletionRepository).userForeignKeys();

    it('has a rule, matching the foreign key, for every reference to users in the schema', async () => {
      const keys = await foreignKeys();
      expect(keys.length).toBeGreaterThanOrEqual(25);
      expect(deletionPlanProblems(keys)).toEqual([]);
    });

    describe('with a new table referencing users that the plan does not know', () => {
      beforeEach(() =>
        t.dataSource.query(
          `CREATE TABLE deletion_probe_notes (id serial PRIMARY KEY, owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE)`,
        ),
      );
      afterEach(() => t.dataSource.query(`DROP TABLE IF EXISTS deletion_probe_notes`));

      it('reports it, and refuses to delete an account rather than let the cascade decide', async () => {
        expect(deletionPlanProblems(await foreignKeys())).toEqual([
          'deletion_probe_notes.owner_id is not in the account deletion plan',
        ]);
        const user = await createUser(t.dataSource, { username: 'dave' });
        await t.dataSource.query(`INSERT INTO deletion_probe_notes (owner_id) VALUES ($1)`, [user.id]);
        await remove(await sessionCookieFor(t.dataSource, user.id), 'dave').expect(500);
        expect(await count(`SELECT count(*) AS n FROM deletion_probe_notes`)).toBe(1);
        expect(await count(`SELECT count(*) AS n FROM users WHERE id = $1`, [user.id])).toBe(1);
      });
    });
  });
});
