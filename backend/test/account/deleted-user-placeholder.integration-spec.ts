import { banBody } from '../factories/ban.factory.js';
import type { INestApplicationContext } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { DeletedPlaceholderIsNobody1795931583415 } from '../../src/database/migrations/1795931583415-DeletedPlaceholderIsNobody.js';
import { QueueName } from '../../src/queues/queue-names.js';
import { DELETED_USER_ID } from '../../src/modules/users/placeholder-user.js';
import { ROOT_USER_ID } from '../../src/modules/users/root-user.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { as, signedIn, type Actor } from '../articles/article-fixtures.js';
import { createArticle } from '../factories/article.factory.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';
import { startTestWorker } from '../utils/test-worker.js';
import { waitFor } from '../utils/wait-for.js';

/*
 * The "[deleted]" account that deletion credits kept articles and ledger entries to is not a user:
 * it is in no list or count of users, no analytics figure, no recipient group, and nobody can ban,
 * promote, message or follow it.
 */
describe('The placeholder of deleted accounts is nobody', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let admin: Actor;
  let alice: Actor;
  let bob: Actor;
  let keptArticle: number;

  beforeAll(async () => {
    t = await createTestApp();
    worker = await startTestWorker();
  });
  beforeEach(async () => {
    await resetDatabase(t.dataSource);
    admin = await signedIn(t.dataSource, { username: 'ada_admin', role: UserRole.Admin });
    alice = await signedIn(t.dataSource, { username: 'alice' });
    bob = await signedIn(t.dataSource, { username: 'bob' });
    const carol = await signedIn(t.dataSource, { username: 'carol' });
    keptArticle = (await createArticle(t.dataSource, carol.user, { title: 'Kept' })).id;
    await as(t, carol).post('/api/account/delete').send({ confirmUsername: 'carol' }).expect(200);
    const [placeholder] = await t.dataSource.query(`SELECT username FROM users WHERE id = $1`, [DELETED_USER_ID]);
    expect(placeholder).toEqual({ username: '[deleted]' });
  });
  afterAll(async () => {
    await worker.get<Queue>(getQueueToken(QueueName.MassMessaging)).obliterate({ force: true });
    await worker.close();
    await t.close();
  });

  const people = [ROOT_USER_ID, 'admin', 'alice', 'bob'].length;

  it('is not in the admin users list, its total, its search, or the role counts', async () => {
    const list = await as(t, admin).get('/api/admin/users?limit=50').expect(200);
    expect(list.body.total).toBe(people);
    expect(list.body.items.map((user: { id: string }) => user.id)).not.toContain(DELETED_USER_ID);
    for (const q of ['deleted', '[deleted]']) {
      const found = await as(t, admin)
        .get(`/api/admin/users?q=${encodeURIComponent(q)}`)
        .expect(200);
      expect(found.body).toMatchObject({ items: [], total: 0 });
    }
    const byRole = await as(t, admin).get('/api/admin/users?role=user').expect(200);
    expect(byRole.body.total).toBe(2);
    const roles = (await as(t, admin).get('/api/admin/roles').expect(200)).body as { role: string; count: number }[];
    expect(roles.reduce((sum, role) => sum + role.count, 0)).toBe(people);
    expect(roles.find((role) => role.role === 'user')?.count).toBe(2);
  });

  it('counts in no analytics figure: not a sign-up, not an active user, not in recent activity', async () => {
    await as(t, alice).post(`/api/articles/${keptArticle}/like`).expect(200);
    const { totals } = (await as(t, admin).get('/api/admin/analytics?days=7').expect(200)).body;
    // Every account here was made today; the placeholder (made by the deletion) is not one more.
    expect(totals.signUps).toBe(people);
    // Only alice did something; the placeholder's credited article is not activity.
    expect(totals.activeUsers).toBe(1);
    const recent = (await as(t, admin).get('/api/admin/analytics/recent-activity').expect(200)).body;
    expect(recent.map((item: { user: { id: string } }) => item.user.id)).toEqual([alice.user.id]);
  });

  it('receives no "All users" mass message and is not counted in its total or deliveries', async () => {
    const sent = await as(t, admin)
      .post('/api/admin/mass-message')
      .send({ subject: 'Hello', content: 'Everyone', recipients: 'all' })
      .expect(201);
    // Admin, alice and bob: never ROOT (the sender), never the placeholder.
    expect(sent.body.total).toBe(3);
    const done = await waitFor(
      async () => (await as(t, admin).get(`/api/admin/mass-messages/${sent.body.id}`).expect(200)).body,
      (body: { status: string }) => body.status === 'completed',
    );
    expect(done).toMatchObject({ total: 3, done: 3 });
    const received = await t.dataSource.query(`SELECT receiver_id FROM direct_messages WHERE sender_id = $1`, [
      ROOT_USER_ID,
    ]);
    expect(received.map((row: { receiver_id: string }) => row.receiver_id).sort()).toEqual(
      [admin.user.id, alice.user.id, bob.user.id].sort(),
    );
  });

  it('is told of nothing: a like or a comment on an article credited to it notifies nobody', async () => {
    await as(t, bob).post(`/api/articles/${keptArticle}/like`).expect(200);
    await as(t, bob).post(`/api/articles/${keptArticle}/comments`).send({ content: 'Still here' }).expect(201);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM notifications WHERE user_id = $1`, [
      DELETED_USER_ID,
    ]);
    expect(n).toBe(0);
  });

  it('cannot be banned, promoted, messaged or followed', async () => {
    const path = `/api/admin/users/${DELETED_USER_ID}`;
    await as(t, admin).post(`${path}/ban`).send(banBody('x')).expect(404);
    await as(t, admin).post(`${path}/unban`).expect(404);
    await as(t, admin).post(`${path}/role`).send({ role: 'moderator' }).expect(404);
    const bulk = await as(t, admin)
      .post('/api/admin/bulk-actions')
      .send({ action: 'promote', userIds: [DELETED_USER_ID], payload: { role: 'moderator' } })
      .expect(200);
    expect(bulk.body).toMatchObject({ updated: 0, skipped: [{ userId: DELETED_USER_ID, reason: 'not-found' }] });
    await as(t, alice).post('/api/messages').send({ receiverId: DELETED_USER_ID, content: 'hello?' }).expect(400);
    await as(t, alice).post(`/api/users/${DELETED_USER_ID}/follow`).expect(404);
    const [row] = await t.dataSource.query(`SELECT role, is_banned FROM users WHERE id = $1`, [DELETED_USER_ID]);
    expect(row).toEqual({ role: 'user', is_banned: false });
  });

  it('loses, by the migration, what it received before: messages, notifications, follows, a ban', async () => {
    const q = (sql: string, parameters: unknown[] = []) => t.dataSource.query(sql, parameters);
    await q(`INSERT INTO direct_messages (sender_id, receiver_id, content) VALUES ($1, $2, 'To all')`, [
      ROOT_USER_ID,
      DELETED_USER_ID,
    ]);
    await q(
      `INSERT INTO notifications (user_id, kind, title, link, reference) VALUES ($1, 'article-like', 'x', '/', 'like:1')`,
      [DELETED_USER_ID],
    );
    await q(`INSERT INTO user_follows (follower_id, followee_id) VALUES ($1, $2)`, [alice.user.id, DELETED_USER_ID]);
    await q(`UPDATE users SET is_banned = true, ban_reason = 'by mistake', role = 'moderator' WHERE id = $1`, [
      DELETED_USER_ID,
    ]);
    const runner = t.dataSource.createQueryRunner();
    try {
      await new DeletedPlaceholderIsNobody1795931583415().up(runner);
    } finally {
      await runner.release();
    }
    const [left] = await q(
      `SELECT (SELECT count(*)::int FROM direct_messages WHERE receiver_id = $1) AS messages,
              (SELECT count(*)::int FROM notifications WHERE user_id = $1) AS notifications,
              (SELECT count(*)::int FROM user_follows WHERE followee_id = $1) AS follows,
              (SELECT count(*)::int FROM articles WHERE author_id = $1) AS articles,
              u.role, u.is_banned, u.ban_reason
       FROM users u WHERE u.id = $1`,
      [DELETED_USER_ID],
    );
    expect(left).toEqual({
      messages: 0,
      notifications: 0,
      follows: 0,
      articles: 1,
      role: 'user',
      is_banned: false,
      ban_reason: null,
    });
  });
});
