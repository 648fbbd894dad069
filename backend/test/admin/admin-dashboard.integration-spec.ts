import { banBody } from '../factories/ban.factory.js';
import request from 'supertest';
import { encodeTimeCursor } from '../../src/common/pagination/time-cursor.js';
import { SiteSettingsService } from '../../src/modules/site-settings/site-settings.service.js';
import { ROOT_USER_ID } from '../../src/modules/users/root-user.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { createArticle } from '../factories/article.factory.js';
import { createUser } from '../factories/user.factory.js';
import { browserRequest, sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import { useTestApp } from '../utils/test-app.js';

const INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<title>IRL Stream History</title>
<meta
  name="description"
  content="old description"
/>
<meta property="og:title" content="IRL Stream History" />
</head><body><div id="root"></div></body></html>`;

const HOSTILE_CSS = `
@import url("https://evil.example/x.css");
@import 'local.css';
body { color: red; background: url(https://evil.example/track.png); }
.a { width: expression(alert(1)); }
.b { behavior: url(x.htc); -moz-binding: url("http://evil.example/x.xml#b"); }
.c { background-image: u\\72l(//evil.example/a.png); }
.d { background: url("javascript:alert(1)"); }
.e { background: url(/images/ok.png); margin: 0 auto; }
.f { background-image: image-set("https://evil.example/i.png" 1x); }
@media (max-width: 600px) { .g { color: blue; background: url('https://evil.example/m.png'); } }
`;

describe('Admin dashboard: users, system settings applied to visitors, analytics', () => {
  const t = useTestApp({ spaIndexHtml: INDEX_HTML });
  let admin: User;
  let adminCookie: string;

  beforeEach(async () => {
    // The service holds the settings in memory; the reset removed the stored row underneath it.
    await t.app.get(SiteSettingsService).refresh();
    admin = await createUser(t.dataSource, { username: 'boss', role: UserRole.Admin });
    adminCookie = await sessionCookieFor(t.dataSource, admin.id);
  });

  const get = (path: string, cookie = adminCookie) => request(t.http).get(path).set('Cookie', cookie);
  const post = (path: string, body: object, cookie = adminCookie) =>
    request(t.http).post(path).set('Origin', SITE_ORIGIN).set('Cookie', cookie).send(body);
  const audits = (action: string) =>
    t.dataSource.query<{ actor_id: string; details: Record<string, unknown> }[]>(
      `SELECT * FROM audit_log WHERE action = $1`,
      [action],
    );

  describe('permissions', () => {
    it('refuses anonymous (401), users and moderators (403) on every new admin call; admins pass', async () => {
      const user = await createUser(t.dataSource, { username: 'plain' });
      const moderator = await createUser(t.dataSource, { username: 'mod', role: UserRole.Moderator });
      const userCookie = await sessionCookieFor(t.dataSource, user.id);
      const modCookie = await sessionCookieFor(t.dataSource, moderator.id);
      const calls: [string, string, object?][] = [
        ['get', '/api/admin/users'],
        ['get', '/api/admin/system-settings'],
        [
          'post',
          '/api/admin/system-settings',
          { siteTitle: 'X', siteDescription: '', darkModeDefault: false, allowThemeSwitching: true, customCSS: '' },
        ],
        ['get', '/api/admin/analytics?days=7'],
        ['get', '/api/admin/analytics/recent-activity'],
        ['post', `/api/admin/users/${user.id}/ban`, banBody()],
      ];
      for (const [method, path, body] of calls) {
        const send = (cookie?: string) => {
          const call =
            method === 'get'
              ? request(t.http).get(path)
              : request(t.http).post(path).set('Origin', SITE_ORIGIN).send(body);
          return cookie ? call.set('Cookie', cookie) : call;
        };
        expect([path, (await send()).status]).toEqual([path, 401]);
        expect([path, (await send(userCookie)).status]).toEqual([path, 403]);
        expect([path, (await send(modCookie)).status]).toEqual([path, 403]);
      }
      for (const [method, path, body] of calls) {
        const response = method === 'get' ? await get(path) : await post(path, body ?? {});
        expect([path, response.status]).toEqual([path, 200]);
      }
    });

    it('never changes the ROOT account', async () => {
      await post(`/api/admin/users/${ROOT_USER_ID}/ban`, banBody()).expect(403);
      await post(`/api/admin/users/${ROOT_USER_ID}/unban`, {}).expect(403);
      await post(`/api/admin/users/${ROOT_USER_ID}/role`, { role: 'user' }).expect(403);
      const [root] = await t.dataSource.query<{ role: string; is_banned: boolean }[]>(
        `SELECT role, is_banned FROM users WHERE id = $1`,
        [ROOT_USER_ID],
      );
      expect(root).toEqual({ role: 'admin', is_banned: false });
    });
  });

  describe('users list', () => {
    it('pages on the server with a total, newest first, and combines search, role and status', async () => {
      const base = Date.now() - 60_000;
      for (let i = 0; i < 5; i++) {
        await createUser(t.dataSource, {
          username: `walker_${i}`,
          role: i % 2 === 0 ? UserRole.Moderator : UserRole.User,
          isBanned: i === 4,
          createdAt: new Date(base + i * 1000),
        });
      }
      await createUser(t.dataSource, { username: 'other', displayName: 'Walker Texas', role: UserRole.Moderator });
      const first = await get('/api/admin/users?q=@walker_&limit=2').expect(200);
      expect(first.body.total).toBe(5);
      expect(first.body.items.map((u: { username: string }) => u.username)).toEqual(['walker_4', 'walker_3']);
      const second = await get(`/api/admin/users?q=walker_&limit=2&cursor=${first.body.nextCursor}`).expect(200);
      expect(second.body.items.map((u: { username: string }) => u.username)).toEqual(['walker_2', 'walker_1']);
      const third = await get(`/api/admin/users?q=walker_&limit=2&cursor=${second.body.nextCursor}`).expect(200);
      expect(third.body.items.map((u: { username: string }) => u.username)).toEqual(['walker_0']);
      expect(third.body.nextCursor).toBeNull();

      const names = async (query: string) =>
        ((await get(`/api/admin/users?${query}`).expect(200)).body.items as { username: string }[])
          .map((u) => u.username)
          .sort();
      // Display name matches too.
      expect(await names('q=walker&role=moderator&status=active')).toEqual(['other', 'walker_0', 'walker_2']);
      expect(await names('q=walker&role=moderator&status=banned')).toEqual(['walker_4']);
      expect(await names('q=texas&role=user')).toEqual([]);
      await get('/api/admin/users?status=gone').expect(400);
      await get('/api/admin/users?cursor=nonsense').expect(400);
      // A well-formed cursor whose key is not a user id is refused too, not a database error.
      const notAnId = encodeTimeCursor({ at: '2024-01-01T00:00:00.000000Z', key: 'not-a-uuid' });
      await get(`/api/admin/users?cursor=${notAnId}`).expect(400);
    });

    it('shows ROOT as ROOT with no platform', async () => {
      const list = await get('/api/admin/users?q=root').expect(200);
      expect(list.body.items).toEqual([
        expect.objectContaining({ id: ROOT_USER_ID, displayName: 'ROOT', isRoot: true, primaryPlatform: null }),
      ]);
    });

    it('bans, unbans and changes a role, each written to the audit log', async () => {
      const target = await createUser(t.dataSource, { username: 'target' });
      await post(`/api/admin/users/${target.id}/ban`, banBody()).expect(200);
      await post(`/api/admin/users/${target.id}/unban`, {}).expect(200);
      await post(`/api/admin/users/${target.id}/role`, { role: 'moderator' }).expect(200);
      expect(await audits('admin.user.banned')).toHaveLength(1);
      expect(await audits('admin.user.unbanned')).toHaveLength(1);
      expect((await audits('admin.user.role-changed'))[0].details).toEqual({ from: 'user', to: 'moderator' });
    });
  });

  describe('system settings', () => {
    const valid = {
      siteTitle: 'Stream Lore <Wiki>',
      siteDescription: 'Every "IRL" stream & its history',
      darkModeDefault: true,
      allowThemeSwitching: false,
      customCSS: 'h1 { color: rebeccapurple; }',
    };

    it('validates each field with a 400 naming it', async () => {
      const cases: [object, string][] = [
        [{ ...valid, siteTitle: '   ' }, 'siteTitle'],
        [{ ...valid, siteTitle: 'x'.repeat(81) }, 'siteTitle'],
        [{ ...valid, darkModeDefault: 'yes' }, 'darkModeDefault'],
        [{ ...valid, allowThemeSwitching: undefined }, 'allowThemeSwitching'],
        [{ ...valid, customCSS: 'x'.repeat(20_001) }, 'customCSS'],
        [{ ...valid, customCSS: 'a { color: red' + ' }}}' }, 'customCSS'],
      ];
      for (const [body, field] of cases) {
        const response = await post('/api/admin/system-settings', body).expect(400);
        expect(response.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
      }
    });

    it('saves, audits, and every visitor gets the title, description, theme rules and cleaned CSS', async () => {
      const saved = await post('/api/admin/system-settings', { ...valid, customCSS: HOSTILE_CSS }).expect(200);
      expect(saved.body).toMatchObject({
        siteTitle: valid.siteTitle,
        darkModeDefault: true,
        allowThemeSwitching: false,
      });
      expect((await audits('admin.system-settings.changed'))[0].actor_id).toBe(admin.id);
      expect((await get('/api/admin/system-settings').expect(200)).body).toEqual(saved.body);

      const css = saved.body.customCSS as string;
      for (const css of [
        saved.body.customCSS as string,
        (await request(t.http).get('/api/site-settings/custom.css').expect(200)).text,
      ]) {
        expect(css).not.toMatch(/@import|evil\.example|expression|behavior|-moz-binding|javascript:|image-set/i);
        expect(css).toContain('color: red');
        expect(css).toContain('url(/images/ok.png)');
        expect(css).toContain('margin: 0 auto');
        expect(css).toContain('color: blue');
      }
      expect(css).not.toContain('background: url(https');
      const sheet = await request(t.http).get('/api/site-settings/custom.css').expect(200);
      expect(sheet.headers['content-type']).toMatch(/^text\/css/);

      const visitor = await request(t.http).get('/api/site-settings').expect(200);
      expect(visitor.body).toMatchObject({
        siteTitle: valid.siteTitle,
        siteDescription: valid.siteDescription,
        darkModeDefault: true,
        allowThemeSwitching: false,
      });
      expect(visitor.body.customCssUrl).toMatch(/^\/api\/site-settings\/custom\.css\?v=/);

      // The SPA's index.html, rendered by the API for an anonymous visitor.
      const page = await request(t.http).get('/').expect(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.text).toContain('<title>Stream Lore &lt;Wiki&gt;</title>');
      expect(page.text).toContain(
        '<meta name="description" content="Every &quot;IRL&quot; stream &amp; its history" />',
      );
      expect(page.text).toContain('<meta property="og:title" content="Stream Lore &lt;Wiki&gt;" />');
      expect(page.text).not.toContain('old description');
      expect(page.text).toContain(`<link rel="stylesheet" href="${visitor.body.customCssUrl}" />`);
      expect(page.text).toContain('"allowThemeSwitching":false');
      expect(page.text).not.toContain('<Wiki>');
      expect((await request(t.http).get('/admin/website').expect(200)).text).toContain('<title>Stream Lore');
    });

    it('starts from the defaults', async () => {
      const page = await request(t.http).get('/').expect(200);
      expect(page.text).toContain('<title>IRL Stream History</title>');
      expect(page.text).not.toContain('custom.css');
      expect((await request(t.http).get('/api/site-settings/custom.css').expect(200)).text).toBe('');
    });
  });

  describe('feature access', () => {
    it('is audited when changed', async () => {
      await browserRequest(t.http, 'put', '/api/admin/feature-access', adminCookie)
        .send({ mode: 'admins' })
        .expect(200);
      const all = (mode: string) => ({ browse: mode, store: mode, contribute: mode, messages: mode });
      expect((await audits('admin.feature-access.changed'))[0].details).toEqual({
        from: all('everyone'),
        to: all('admins'),
      });
    });
  });

  describe('analytics', () => {
    const daysAgo = (days: number, hour = 12) => {
      const at = new Date();
      at.setUTCHours(hour, 0, 0, 0);
      at.setUTCDate(at.getUTCDate() - days);
      return at;
    };

    it('counts the rows of the period per day, distinct active users, and revenue net of refunds', async () => {
      await t.dataSource.query(`UPDATE users SET created_at = $1`, [daysAgo(200)]);
      const alice = await createUser(t.dataSource, { username: 'alice', createdAt: daysAgo(1) });
      const bob = await createUser(t.dataSource, { username: 'bob', createdAt: daysAgo(10) });
      await createUser(t.dataSource, { username: 'carol', createdAt: daysAgo(40) });
      const article = await createArticle(t.dataSource, alice, { createdAt: daysAgo(1) });
      await createArticle(t.dataSource, bob, { createdAt: daysAgo(50) });
      await t.dataSource.query(
        `INSERT INTO article_comments (article_id, author_id, content, created_at) VALUES ($1, $2, 'hi', $3), ($1, $2, 'again', $4)`,
        [article.id, bob.id, daysAgo(1), daysAgo(2)],
      );
      await t.dataSource.query(`INSERT INTO article_likes (article_id, user_id, created_at) VALUES ($1, $2, $3)`, [
        article.id,
        bob.id,
        daysAgo(0),
      ]);
      await t.dataSource.query(
        `INSERT INTO article_view_days (article_id, viewer_key, day) VALUES ($1, $2, $3::date), ($1, 'anon-hash', $3::date)`,
        [article.id, alice.id, daysAgo(3).toISOString().slice(0, 10)],
      );
      await t.dataSource.query(
        `INSERT INTO direct_messages (sender_id, receiver_id, content, created_at) VALUES ($1, $2, 'yo', $3)`,
        [alice.id, bob.id, daysAgo(5)],
      );
      await t.dataSource.query(
        `INSERT INTO points_ledger (user_id, delta, reason, balance_after, created_at)
         VALUES ($1, 50, 'test', 50, $2), ($1, -20, 'test', 30, $2), ($1, 999, 'test', 1029, $3)`,
        [alice.id, daysAgo(1), daysAgo(60)],
      );

      const week = (await get('/api/admin/analytics?days=7').expect(200)).body;
      expect(week.days).toBe(7);
      expect(week.daily).toHaveLength(7);
      expect(week.totals).toEqual({
        signUps: 1,
        activeUsers: 2,
        articles: 1,
        comments: 2,
        likes: 1,
        views: 2,
        messages: 1,
        submissions: 0,
        pointsEarned: 50,
        pointsSpent: 20,
        revenueCents: 0,
      });
      const yesterday = week.daily.find((d: { day: string }) => d.day === daysAgo(1).toISOString().slice(0, 10));
      expect(yesterday).toMatchObject({ signUps: 1, articles: 1, comments: 1, activeUsers: 2 });

      const quarter = (await get('/api/admin/analytics?days=90').expect(200)).body;
      expect(quarter.totals).toMatchObject({ signUps: 3, articles: 2, pointsEarned: 1049 });
      await get('/api/admin/analytics?days=12').expect(400);

      // Revenue, net of refunds, from the store's payments table (failed payments do not count).
      const [item] = await t.dataSource.query<{ id: string }[]>(
        `INSERT INTO store_items (key, kind, name, price_cents, points) VALUES ('analytics-pack', 'points_pack', 'Pack', 1000, 100) RETURNING id`,
      );
      await t.dataSource.query(
        `INSERT INTO payments (user_id, store_item_id, item_kind, package_name, amount_cents, currency, points, status,
                               amount_refunded_cents, idempotency_key, credited_at, created_at)
         VALUES ($1, $2, 'points_pack', 'Pack', 1000, 'usd', 100, 'succeeded', 0, 'k1', $3, $3),
                ($1, $2, 'points_pack', 'Pack', 500, 'usd', 50, 'partially_refunded', 200, 'k2', $3, $3),
                ($1, $2, 'points_pack', 'Pack', 700, 'usd', 70, 'failed', 0, 'k3', NULL, $3),
                ($1, $2, 'points_pack', 'Pack', 900, 'usd', 90, 'succeeded', 0, 'k4', $4, $4)`,
        [alice.id, item.id, daysAgo(2), daysAgo(30)],
      );
      const revenueWeek = (await get('/api/admin/analytics?days=7').expect(200)).body;
      expect(revenueWeek.totals.revenueCents).toBe(1300);
      // Each payment counts on the day it was credited; the other days hold zero.
      const twoDaysAgo = daysAgo(2).toISOString().slice(0, 10);
      for (const day of revenueWeek.daily as { day: string; revenueCents: number }[])
        expect(day.revenueCents).toBe(day.day === twoDaysAgo ? 1300 : 0);
      expect((await get('/api/admin/analytics?days=90').expect(200)).body.totals.revenueCents).toBe(2200);
    });

    it('lists the 5 users who acted most recently with their latest action', async () => {
      const users = await Promise.all(
        ['u1', 'u2', 'u3', 'u4', 'u5', 'u6'].map((username) => createUser(t.dataSource, { username })),
      );
      for (const [index, user] of users.entries()) {
        await createArticle(t.dataSource, user, { createdAt: daysAgo(10 - index) });
      }
      await t.dataSource.query(
        `INSERT INTO direct_messages (sender_id, receiver_id, content, created_at) VALUES ($1, $2, 'latest', now())`,
        [users[0].id, users[1].id],
      );
      const recent = (await get('/api/admin/analytics/recent-activity').expect(200)).body as {
        user: { username: string };
        kind: string;
      }[];
      expect(recent.map((entry) => [entry.user.username, entry.kind])).toEqual([
        ['u1', 'message'],
        ['u6', 'article'],
        ['u5', 'article'],
        ['u4', 'article'],
        ['u3', 'article'],
      ]);
    });
  });
});
