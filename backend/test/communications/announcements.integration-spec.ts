import { AuditLogEntry } from '../../src/modules/audit/entities/audit-log-entry.entity.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { createUser } from '../factories/user.factory.js';
import { browserRequest, sessionCookieFor } from '../utils/sessions.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';

describe('Announcements', () => {
  let t: TestApp;
  let admin: User;
  let adminCookie: string;
  let user: User;
  let userCookie: string;

  const post = (path: string, cookie: string | undefined, body: object = {}) =>
    browserRequest(t.http, 'post', path, cookie).send(body);
  const get = (path: string, cookie?: string) => browserRequest(t.http, 'get', path, cookie);
  const create = async (body: object) => (await post('/api/admin/announcements', adminCookie, body).expect(201)).body;
  const bannerTitles = async (cookie: string) =>
    (await get('/api/announcements', cookie).expect(200)).body.map((a: { title: string }) => a.title);

  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    await resetDatabase(t.dataSource);
    admin = await createUser(t.dataSource, { role: UserRole.Admin });
    adminCookie = await sessionCookieFor(t.dataSource, admin.id);
    user = await createUser(t.dataSource);
    userCookie = await sessionCookieFor(t.dataSource, user.id);
  });
  afterAll(() => t.close());

  it('lets only admins list, create and end; signed-in users read and dismiss; anonymous gets 401', async () => {
    const moderator = await createUser(t.dataSource, { role: UserRole.Moderator });
    const moderatorCookie = await sessionCookieFor(t.dataSource, moderator.id);
    const announcement = await create({ title: 'Hello', content: 'World', type: 'info' });
    const body = { title: 'T', content: 'C', type: 'info' };
    for (const [cookie, status] of [
      [undefined, 401],
      [userCookie, 403],
      [moderatorCookie, 403],
    ] as const) {
      await get('/api/admin/announcements', cookie).expect(status);
      await post('/api/admin/announcements', cookie, body).expect(status);
      await post(`/api/admin/announcements/${announcement.id}/end`, cookie).expect(status);
    }
    await get('/api/announcements').expect(401);
    await post(`/api/announcements/${announcement.id}/dismiss`, undefined).expect(401);
    expect(await bannerTitles(moderatorCookie)).toEqual(['Hello']);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM announcements`);
    expect(n).toBe(1);
  });

  it('validates title, content, type and expiry with {field, reason}', async () => {
    const bad = await post('/api/admin/announcements', adminCookie, { title: ' ', content: '', type: 'party' }).expect(
      400,
    );
    expect((bad.body.errors as { field: string }[]).map((e) => e.field).sort()).toEqual(['content', 'title', 'type']);
    const past = await post('/api/admin/announcements', adminCookie, {
      title: 'Old',
      content: 'x',
      type: 'info',
      expiresAt: '2000-01-01T00:00:00.000Z',
    }).expect(400);
    expect(past.body.errors).toEqual([{ field: 'expiresAt', reason: 'must be in the future' }]);
    await post('/api/admin/announcements', adminCookie, {
      title: 'x',
      content: 'x',
      type: 'info',
      expiresAt: 'tomorrow',
    }).expect(400);
  });

  it('shows published announcements newest first until dismissed (per user, kept), ended or expired', async () => {
    const first = await create({ title: 'First', content: 'one', type: 'warning' });
    const second = await create({ title: 'Second', content: 'two', type: 'success' });
    expect(second).toMatchObject({ state: 'active', type: 'success', dismissedCount: 0, endedAt: null });
    const other = await createUser(t.dataSource);
    const otherCookie = await sessionCookieFor(t.dataSource, other.id);

    expect(await bannerTitles(userCookie)).toEqual(['Second', 'First']);
    await post(`/api/announcements/${second.id}/dismiss`, userCookie).expect(204);
    await post(`/api/announcements/${second.id}/dismiss`, userCookie).expect(204);
    expect(await bannerTitles(userCookie)).toEqual(['First']);
    expect(await bannerTitles(otherCookie)).toEqual(['Second', 'First']);
    await post('/api/announcements/00000000-0000-4000-8000-0000000000ff/dismiss', userCookie).expect(404);

    const ended = await post(`/api/admin/announcements/${first.id}/end`, adminCookie).expect(200);
    expect(ended.body).toMatchObject({ state: 'ended', endedAt: expect.any(String) });
    expect(await bannerTitles(userCookie)).toEqual([]);
    expect(await bannerTitles(otherCookie)).toEqual(['Second']);
    await post('/api/admin/announcements/00000000-0000-4000-8000-0000000000ff/end', adminCookie).expect(404);

    const soon = await create({
      title: 'Soon gone',
      content: 'x',
      type: 'error',
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(await bannerTitles(otherCookie)).toEqual(['Soon gone', 'Second']);
    await t.dataSource.query(`UPDATE announcements SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      soon.id,
    ]);
    expect(await bannerTitles(otherCookie)).toEqual(['Second']);

    const list = (await get('/api/admin/announcements', adminCookie).expect(200)).body;
    expect(
      list.map((a: { title: string; state: string; dismissedCount: number }) => [a.title, a.state, a.dismissedCount]),
    ).toEqual([
      ['Soon gone', 'expired', 0],
      ['Second', 'active', 1],
      ['First', 'ended', 0],
    ]);
    const actions = (await t.dataSource.getRepository(AuditLogEntry).find()).map((entry) => entry.action).sort();
    expect(actions).toEqual([
      'announcement.created',
      'announcement.created',
      'announcement.created',
      'announcement.ended',
    ]);
  });
});
