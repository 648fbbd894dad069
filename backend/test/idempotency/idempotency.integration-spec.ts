import { Client } from 'pg';
import type { Response } from 'supertest';
import { IdempotencyService } from '../../src/modules/idempotency/idempotency.service.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { as, signedIn, type Actor } from '../articles/article-fixtures.js';
import { createArticle } from '../factories/article.factory.js';
import { createFlair, grantPoints } from '../flairs/flair-fixtures.js';
import { personCsv } from '../submission-imports/csv-files.js';
import { useTestApp } from '../utils/test-app.js';
import { waitFor } from '../utils/wait-for.js';

const KEY = 'Idempotency-Key';
const REPLAYED = 'idempotent-replayed';

describe('Idempotency-Key on operations that create or send something', () => {
  const t = useTestApp();
  let alice: Actor;
  let bob: Actor;
  let articleId: number;

  beforeEach(async () => {
    alice = await signedIn(t.dataSource, { username: 'alice' });
    bob = await signedIn(t.dataSource, { username: 'bob' });
    articleId = (await createArticle(t.dataSource, bob.user)).id;
  });

  const comment = (actor: Actor, content: string, key?: string, onArticle = articleId) => {
    const call = as(t, actor).post(`/api/articles/${onArticle}/comments`);
    if (key !== undefined) call.set(KEY, key);
    return call.send({ content });
  };
  const message = (actor: Actor, to: Actor, content: string, key?: string) => {
    const call = as(t, actor).post('/api/messages');
    if (key !== undefined) call.set(KEY, key);
    return call.send({ receiverId: to.user.id, content });
  };
  const count = async (sql: string, parameters: unknown[] = []) =>
    (await t.dataSource.query<{ n: number }[]>(sql, parameters))[0].n;
  const comments = () => count(`SELECT count(*)::int AS n FROM article_comments`);
  const messages = () => count(`SELECT count(*)::int AS n FROM direct_messages`);

  it('answers a repeat with the first answer, as it was sent, and creates one comment', async () => {
    // A chosen flair is added to the author by another interceptor: the kept answer must include it.
    const flair = await createFlair(t.dataSource, { displayName: 'Pioneer' });
    await grantPoints(t, alice.user.id, 500);
    await as(t, alice).post(`/api/flairs/${flair.id}/purchase`).expect(201);
    await as(t, alice).post(`/api/users/${alice.user.id}/flairs/${flair.id}/activate`).expect(200);

    const first = await comment(alice, 'First!', 'key-1').expect(201);
    const repeat = await comment(alice, 'First!', 'key-1').expect(201);

    expect(first.headers[REPLAYED]).toBeUndefined();
    expect(repeat.headers[REPLAYED]).toBe('true');
    expect(repeat.body).toEqual(first.body);
    expect(first.body.author.flairs).toEqual(expect.arrayContaining([expect.objectContaining({ name: flair.name })]));
    expect(await comments()).toBe(1);
  });

  it('runs every request that carries no key (the key is optional)', async () => {
    await comment(alice, 'Twice').expect(201);
    await comment(alice, 'Twice').expect(201);
    expect(await comments()).toBe(2);
  });

  it('refuses a repeat that comes while the first still runs (409), and the key with another request (422)', async () => {
    // The first request waits on a lock held here, so it is surely still running when the others come.
    const locker = new Client({ connectionString: process.env.DATABASE_URL });
    await locker.connect();
    let first: Promise<Response> | undefined;
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE "direct_messages" IN SHARE MODE');
      first = message(alice, bob, 'Hello once', 'send-1').then((response) => response);
      const waiting = await waitFor(
        () =>
          count(
            `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
             WHERE c.relname = 'direct_messages' AND NOT l.granted`,
          ),
        (n) => n > 0,
      );
      expect(waiting).toBe(1);

      const running = await message(alice, bob, 'Hello once', 'send-1').expect(409);
      expect(running.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_IN_USE' });
      expect(running.body.message).toContain('Idempotency-Key');
      const other = await message(alice, bob, 'Something else', 'send-1').expect(422);
      expect(other.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
      expect(other.body.message).toContain('Idempotency-Key');
    } finally {
      await locker.query('ROLLBACK');
      await locker.end();
    }
    const answered = await first;
    expect(answered.status).toBe(201);
    const replay = await message(alice, bob, 'Hello once', 'send-1').expect(201);
    expect(replay.body).toEqual(answered.body);
    expect(replay.headers[REPLAYED]).toBe('true');
    expect(await messages()).toBe(1);
  });

  it('creates one mass message from many concurrent repeats (a double-click on Send Message)', async () => {
    const admin = await signedIn(t.dataSource, { username: 'boss', role: UserRole.Admin });
    const send = () =>
      as(t, admin)
        .post('/api/admin/mass-message')
        .set(KEY, 'mass-1')
        .send({ subject: 'Hello', content: 'Once only', recipients: 'admins' });
    const answers = await Promise.all(Array.from({ length: 6 }, send));

    const created = answers.filter((response) => response.status === 201);
    const refused = answers.filter((response) => response.status === 409);
    expect(created.length + refused.length).toBe(answers.length);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((response) => response.body.id)).size).toBe(1);
    for (const response of refused) expect(response.body.code).toBe('IDEMPOTENCY_KEY_IN_USE');
    expect(await count(`SELECT count(*)::int AS n FROM mass_messages`)).toBe(1);
    // Once the first has finished, a repeat is answered with it.
    const late = await send().expect(201);
    expect(late.body.id).toBe(created[0].body.id);
  });

  it('answers a repeated CSV upload (multipart) with the first batch', async () => {
    const upload = () =>
      as(t, alice)
        .post('/api/submissions/upload')
        .set(KEY, 'upload-1')
        .field('type', 'person')
        .attach('file', Buffer.from(personCsv(2)), { filename: 'people.csv', contentType: 'text/csv' });
    const first = await upload().expect(202);
    const repeat = await upload().expect(202);
    expect(repeat.headers[REPLAYED]).toBe('true');
    expect(repeat.body).toEqual(first.body);
    expect(await count(`SELECT count(*)::int AS n FROM submission_batches`)).toBe(1);
  });

  it('keeps the first answer when the key comes back with another request', async () => {
    const first = await comment(alice, 'Original', 'key-2').expect(201);
    const changed = await comment(alice, 'Edited', 'key-2').expect(422);
    expect(changed.body.message).toBe(
      'This Idempotency-Key was already used with a different request: send a new key for a new submission.',
    );
    // Another article is another request too.
    const elsewhere = (await createArticle(t.dataSource, bob.user)).id;
    await comment(alice, 'Original', 'key-2', elsewhere).expect(422);
    expect((await comment(alice, 'Original', 'key-2').expect(201)).body).toEqual(first.body);
    expect(await comments()).toBe(1);
  });

  it("keeps each user's keys, and each operation's, apart", async () => {
    const fromAlice = await comment(alice, 'Same words', 'shared').expect(201);
    const fromBob = await comment(bob, 'Same words', 'shared').expect(201);
    expect(fromBob.headers[REPLAYED]).toBeUndefined();
    expect(fromBob.body.id).not.toBe(fromAlice.body.id);
    await message(alice, bob, 'Same words', 'shared').expect(201);
    expect(await comments()).toBe(2);
    expect(await messages()).toBe(1);
    expect((await comment(bob, 'Same words', 'shared').expect(201)).body.id).toBe(fromBob.body.id);
  });

  it('keeps no error: after a refused request the same key runs the corrected one', async () => {
    await comment(alice, '   ', 'key-3').expect(400);
    await comment(alice, 'Fixed', 'key-3', 999_999).expect(404);
    const fixed = await comment(alice, 'Fixed', 'key-3').expect(201);
    expect(fixed.headers[REPLAYED]).toBeUndefined();
    expect(await comments()).toBe(1);
  });

  it('refuses a malformed key with a 400 naming the header, and runs nothing', async () => {
    for (const key of ['x'.repeat(256), 'clé']) {
      const response = await comment(alice, 'Hi', key).expect(400);
      expect(response.body.errors).toEqual([
        { field: 'Idempotency-Key', reason: 'Idempotency-Key must be 1 to 255 printable ASCII characters' },
      ]);
    }
    await comment(alice, 'Hi', 'x'.repeat(255)).expect(201);
    expect(await comments()).toBe(1);
  });

  it('forgets a key after 24 hours, and the pruning removes expired keys', async () => {
    await comment(alice, 'Old news', 'key-4').expect(201);
    const [row] = await t.dataSource.query<{ hours: number }[]>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 3600)::int AS hours FROM idempotency_keys`,
    );
    expect(row.hours).toBe(24);
    await t.dataSource.query(`UPDATE idempotency_keys SET expires_at = now() - interval '1 minute'`);
    const again = await comment(alice, 'Old news', 'key-4').expect(201);
    expect(again.headers[REPLAYED]).toBeUndefined();
    expect(await comments()).toBe(2);

    await comment(alice, 'Fresh', 'key-5').expect(201);
    await t.dataSource.query(
      `UPDATE idempotency_keys SET expires_at = now() - interval '1 minute' WHERE key = 'key-4'`,
    );
    expect(await t.app.get(IdempotencyService).pruneExpired()).toEqual({ removed: 1 });
    expect(await t.dataSource.query(`SELECT key FROM idempotency_keys`)).toEqual([{ key: 'key-5' }]);
  });

  it('runs a key again only once its first request has been silent for 5 minutes (its process died)', async () => {
    await comment(alice, 'Lost answer', 'key-6').expect(201);
    // As if the process had died after the insert and before keeping the answer.
    const abandon = (ago: string) =>
      t.dataSource.query(
        `UPDATE idempotency_keys SET response_status = NULL, response_body = NULL, claimed_at = now() - $1::interval`,
        [ago],
      );
    await abandon('1 minute');
    await comment(alice, 'Lost answer', 'key-6').expect(409);
    await abandon('6 minutes');
    await comment(alice, 'Lost answer', 'key-6').expect(201);
    expect(await comments()).toBe(2);
  });

  it('leaves no stored answer of or about a deleted account (its id and name go with it)', async () => {
    await comment(bob, "Bob's words", 'bob-key').expect(201);
    await message(alice, bob, 'For Bob', 'to-bob').expect(201);
    await comment(alice, 'About nothing', 'alice-key').expect(201);

    await as(t, bob).post('/api/account/delete').send({ confirmUsername: 'bob' }).expect(200);

    expect(
      await count(`SELECT count(*)::int AS n FROM idempotency_keys WHERE response_body::text LIKE $1`, [
        `%${bob.user.id}%`,
      ]),
    ).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM idempotency_keys WHERE response_body::text LIKE '%bob%'`)).toBe(
      0,
    );
    expect(await t.dataSource.query(`SELECT key FROM idempotency_keys`)).toEqual([{ key: 'alice-key' }]);
  });
});
