import { banBody } from '../factories/ban.factory.js';
import request from 'supertest';
import { applyRateLimits } from '../../src/common/throttling/rate-limits.js';
import { ROOT_USER_ID } from '../../src/modules/users/root-user.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { createArticle } from '../factories/article.factory.js';
import { createUser } from '../factories/user.factory.js';
import { sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';

describe('Admin changes, caching and edit points', () => {
  let t: TestApp;
  const saved = { prefix: process.env.BULLMQ_PREFIX };

  beforeAll(async () => {
    process.env.BULLMQ_PREFIX = `${saved.prefix ?? 'irl'}-admin-rules-${process.pid}`;
    t = await createTestApp();
  });
  beforeEach(() => resetDatabase(t.dataSource));
  afterAll(async () => {
    process.env.BULLMQ_PREFIX = saved.prefix;
    await t.close();
  });

  const as = (cookie: string) => ({
    post: (path: string) => request(t.http).post(path).set('Cookie', cookie).set('Origin', SITE_ORIGIN),
    put: (path: string) => request(t.http).put(path).set('Cookie', cookie).set('Origin', SITE_ORIGIN),
    patch: (path: string) => request(t.http).patch(path).set('Cookie', cookie).set('Origin', SITE_ORIGIN),
    get: (path: string) => request(t.http).get(path).set('Cookie', cookie),
  });

  describe('feature access', () => {
    it('records each change in the audit log with the admin, the old and the new value', async () => {
      const admin = await createUser(t.dataSource, { role: UserRole.Admin });
      const cookie = await sessionCookieFor(t.dataSource, admin.id);
      await as(cookie)
        .put('/api/admin/feature-access')
        .send({ features: { store: 'admins' } })
        .expect(200);
      const rows = await t.dataSource.query<{ actor_id: string; action: string; details: Record<string, unknown> }[]>(
        `SELECT actor_id, action, details FROM audit_log WHERE action LIKE 'admin.feature-access%'`,
      );
      expect(rows).toEqual([
        {
          actor_id: admin.id,
          action: 'admin.feature-access.changed',
          details: {
            from: { browse: 'everyone', store: 'everyone', contribute: 'everyone', messages: 'everyone' },
            to: { browse: 'everyone', store: 'admins', contribute: 'everyone', messages: 'everyone' },
          },
        },
      ]);
    });

    it('is write-limited (per user here: a fresh admin, so earlier tests do not count)', async () => {
      const previous = applyRateLimits({ writePerUser: 2 });
      try {
        const admin = await createUser(t.dataSource, { role: UserRole.Admin });
        const cookie = await sessionCookieFor(t.dataSource, admin.id);
        const statuses: number[] = [];
        for (const mode of ['admins', 'everyone', 'admins']) {
          statuses.push((await as(cookie).put('/api/admin/feature-access').send({ mode })).status);
        }
        expect(statuses).toEqual([200, 200, 429]);
      } finally {
        applyRateLimits(previous);
      }
    });
  });

  it('answers signed-in JSON with Cache-Control: no-store', async () => {
    const user = await createUser(t.dataSource);
    const cookie = await sessionCookieFor(t.dataSource, user.id);
    for (const path of ['/api/auth/user', '/api/articles', '/api/messages/conversations']) {
      const response = await as(cookie).get(path).expect(200);
      expect({ path, cacheControl: response.headers['cache-control'] }).toEqual({ path, cacheControl: 'no-store' });
    }
  });

  it('gives edit points once per article per day, however often it is edited back and forth', async () => {
    const moderator = await createUser(t.dataSource, { role: UserRole.Moderator });
    const cookie = await sessionCookieFor(t.dataSource, moderator.id);
    const article = await createArticle(t.dataSource, moderator, { title: 'Original' });
    const other = await createArticle(t.dataSource, moderator, { title: 'Other' });
    for (const title of ['Changed', 'Original', 'Changed', 'Original']) {
      await as(cookie).patch(`/api/articles/${article.id}`).send({ title }).expect(200);
    }
    await as(cookie).patch(`/api/articles/${other.id}`).send({ title: 'Other, edited' }).expect(200);
    const edits = await t.dataSource.query<{ reference: string }[]>(
      `SELECT reference FROM points_ledger WHERE user_id = $1 AND reason = 'article.edited' ORDER BY id`,
      [moderator.id],
    );
    expect(edits.map((row) => row.reference)).toEqual([`article:${article.id}`, `article:${other.id}`]);
  });

  describe('only ROOT changes another admin', () => {
    it('refuses an admin banning, demoting or unbanning another admin', async () => {
      const admin = await createUser(t.dataSource, { role: UserRole.Admin });
      const otherAdmin = await createUser(t.dataSource, { role: UserRole.Admin });
      const cookie = await sessionCookieFor(t.dataSource, admin.id);
      const ban = await as(cookie).post(`/api/admin/users/${otherAdmin.id}/ban`).send(banBody('coup')).expect(403);
      expect(ban.body.message).toBe('Only ROOT can change another administrator.');
      await as(cookie).post(`/api/admin/users/${otherAdmin.id}/role`).send({ role: 'user' }).expect(403);
      await as(cookie).post(`/api/admin/users/${otherAdmin.id}/unban`).expect(403);
      const [row] = await t.dataSource.query<{ role: string; is_banned: boolean }[]>(
        `SELECT role, is_banned FROM users WHERE id = $1`,
        [otherAdmin.id],
      );
      expect(row).toEqual({ role: 'admin', is_banned: false });
    });

    it('lets admins manage users and moderators', async () => {
      const admin = await createUser(t.dataSource, { role: UserRole.Admin });
      const moderator = await createUser(t.dataSource, { role: UserRole.Moderator });
      const user = await createUser(t.dataSource);
      const cookie = await sessionCookieFor(t.dataSource, admin.id);
      await as(cookie).post(`/api/admin/users/${moderator.id}/role`).send({ role: 'user' }).expect(200);
      await as(cookie).post(`/api/admin/users/${user.id}/role`).send({ role: 'moderator' }).expect(200);
      await as(cookie).post(`/api/admin/users/${user.id}/ban`).send(banBody('spam')).expect(200);
    });

    it('lets ROOT ban and demote an admin', async () => {
      const admin = await createUser(t.dataSource, { role: UserRole.Admin });
      const root = await sessionCookieFor(t.dataSource, ROOT_USER_ID);
      await as(root).post(`/api/admin/users/${admin.id}/role`).send({ role: 'moderator' }).expect(200);
      const other = await createUser(t.dataSource, { role: UserRole.Admin });
      await as(root).post(`/api/admin/users/${other.id}/ban`).send(banBody('left the team')).expect(200);
    });
  });
});
