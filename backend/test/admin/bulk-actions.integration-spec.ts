import request from 'supertest';
import { ROOT_USER_ID } from '../../src/modules/users/root-user.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { createUser } from '../factories/user.factory.js';
import { browserRequest, sessionCookieFor } from '../utils/sessions.js';
import { signedIn, type Actor } from '../articles/article-fixtures.js';
import { useTestApp } from '../utils/test-app.js';

describe('Admin bulk actions and roles', () => {
  const t = useTestApp();
  let admin: Actor;

  beforeEach(async () => {
    admin = await signedIn(t.dataSource, { username: 'bulk_admin', role: UserRole.Admin });
  });

  const bulk = (cookie: string | undefined, body: object) => {
    return browserRequest(t.http, 'post', '/api/admin/bulk-actions', cookie).send(body);
  };
  const row = async (id: string) =>
    (
      await t.dataSource.query<{ role: string; is_banned: boolean; ban_reason: string | null }[]>(
        `SELECT role, is_banned, ban_reason FROM users WHERE id = $1`,
        [id],
      )
    )[0];

  it('is for admins only', async () => {
    const target = await createUser(t.dataSource, { username: 'target' });
    const body = { action: 'promote', userIds: [target.id], payload: { role: 'moderator' } };
    await bulk(undefined, body).expect(401);
    await request(t.http).get('/api/admin/roles').expect(401);
    for (const role of [UserRole.User, UserRole.Moderator]) {
      const user = await createUser(t.dataSource, { username: `b_${role}`, role });
      const cookie = await sessionCookieFor(t.dataSource, user.id);
      await bulk(cookie, body).expect(403);
      await request(t.http).get('/api/admin/roles').set('Cookie', cookie).expect(403);
    }
    expect((await row(target.id)).role).toBe('user');
  });

  it('promotes the selected users to moderator, never ROOT or the acting admin, and counts what changed', async () => {
    const a = await createUser(t.dataSource, { username: 'alpha' });
    const b = await createUser(t.dataSource, { username: 'bravo' });
    const mod = await createUser(t.dataSource, { username: 'already_mod', role: UserRole.Moderator });
    const { body } = await bulk(admin.cookie, {
      action: 'promote',
      userIds: [a.id, b.id, mod.id, ROOT_USER_ID, admin.user.id, '00000000-0000-4000-8000-00000000dead'],
      payload: { role: 'moderator' },
    }).expect(200);
    expect(body).toMatchObject({ action: 'promote', requested: 6, updated: 2 });
    expect(body.skipped).toEqual(
      expect.arrayContaining([
        { userId: ROOT_USER_ID, reason: 'root' },
        { userId: admin.user.id, reason: 'self' },
        { userId: mod.id, reason: 'unchanged' },
        { userId: '00000000-0000-4000-8000-00000000dead', reason: 'not-found' },
      ]),
    );
    expect((await row(a.id)).role).toBe('moderator');
    expect((await row(b.id)).role).toBe('moderator');
    expect(await row(ROOT_USER_ID)).toMatchObject({ role: 'admin', is_banned: false });
    expect(await row(admin.user.id)).toMatchObject({ role: 'admin', is_banned: false });
    const audit = await t.dataSource.query<{ action: string }[]>(
      `SELECT action FROM audit_log WHERE actor_id = $1 ORDER BY action`,
      [admin.user.id],
    );
    expect(audit.map((e) => e.action)).toEqual([
      'admin.bulk-action',
      'admin.user.role-changed',
      'admin.user.role-changed',
    ]);
  });

  it('bans with the reason and ends the banned users’ sessions; ROOT and the admin stay untouched', async () => {
    const a = await createUser(t.dataSource, { username: 'spammer' });
    const aCookie = await sessionCookieFor(t.dataSource, a.id);
    const { body } = await bulk(admin.cookie, {
      action: 'ban',
      userIds: [a.id, ROOT_USER_ID, admin.user.id],
      payload: { reasonCategory: 'spam', note: 'spam wave', durationDays: 3 },
    }).expect(200);
    expect(body).toMatchObject({ action: 'ban', requested: 3, updated: 1 });
    expect(await row(a.id)).toMatchObject({ is_banned: true, ban_reason: 'Spam' });
    expect(await row(ROOT_USER_ID)).toMatchObject({ is_banned: false });
    expect(await row(admin.user.id)).toMatchObject({ is_banned: false });
    await request(t.http).get('/api/admin/roles').set('Cookie', aCookie).expect(401);
    await request(t.http).get('/api/admin/roles').set('Cookie', admin.cookie).expect(200);
  });

  it('skips other admins (only ROOT changes them) and still bans the rest', async () => {
    const a = await createUser(t.dataSource, { username: 'spammer2' });
    const other = await createUser(t.dataSource, { username: 'other_admin', role: UserRole.Admin });
    const { body } = await bulk(admin.cookie, {
      action: 'ban',
      userIds: [other.id, a.id],
      payload: { reasonCategory: 'spam', note: 'spam wave' },
    }).expect(200);
    expect(body).toEqual({
      action: 'ban',
      requested: 2,
      updated: 1,
      skipped: [{ userId: other.id, reason: 'admin' }],
    });
    expect(await row(other.id)).toMatchObject({ is_banned: false });
    expect(await row(a.id)).toMatchObject({ is_banned: true });
  });

  it('refuses bad bodies with the field named', async () => {
    const a = await createUser(t.dataSource, { username: 'charlie' });
    const empty = await bulk(admin.cookie, { action: 'ban', userIds: [] }).expect(400);
    expect(JSON.stringify(empty.body)).toContain('Please select users to perform bulk actions.');
    await bulk(admin.cookie, { action: 'delete', userIds: [a.id] }).expect(400);
    await bulk(admin.cookie, { action: 'promote', userIds: [a.id], payload: { role: 'admin' } }).expect(400);
    await bulk(admin.cookie, { action: 'promote', userIds: ['nope'] }).expect(400);
    expect((await row(a.id)).role).toBe('user');
  });

  it('describes each role with its real count', async () => {
    await createUser(t.dataSource, { username: 'u1' });
    await createUser(t.dataSource, { username: 'u2' });
    await createUser(t.dataSource, { username: 'm1', role: UserRole.Moderator });
    const { body } = await request(t.http).get('/api/admin/roles').set('Cookie', admin.cookie).expect(200);
    expect(body).toEqual([
      { role: 'user', name: 'User', description: 'View content, create articles, comment', count: 2 },
      expect.objectContaining({ role: 'moderator', name: 'Moderator', count: 1 }),
      // ROOT and the acting admin.
      expect.objectContaining({ role: 'admin', name: 'Admin', count: 2 }),
    ]);
  });
});
