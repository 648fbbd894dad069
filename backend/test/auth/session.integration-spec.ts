import { banBody } from '../factories/ban.factory.js';
import request from 'supertest';
import { UserRole } from '../../src/modules/users/user-role.js';
import { ROOT_USER_ID } from '../../src/modules/users/root-user.js';
import { User } from '../../src/modules/users/entities/user.entity.js';
import { sessionUserReader } from '../../src/modules/users/session-user-reader.js';
import { UsersService } from '../../src/modules/users/users.service.js';
import { as, signedIn } from '../articles/article-fixtures.js';
import { createUser } from '../factories/user.factory.js';
import { sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import { useTestApp } from '../utils/test-app.js';

describe('Sessions, roles and bans', () => {
  const t = useTestApp();

  it('answers {user: null} when signed out', async () => {
    const response = await request(t.http).get('/api/auth/user').expect(200);
    expect(response.body).toMatchObject({ user: null, featureAccess: 'everyone', rootLoginAvailable: true });
  });

  it('answers the signed-in user with the resolved display name', async () => {
    const user = await createUser(t.dataSource, {
      username: 'ada',
      firstName: 'Ada',
      lastName: 'Stone',
      showRealName: true,
      displayNamePreference: 'realname',
    });
    const cookie = await sessionCookieFor(t.dataSource, user.id);
    const response = await request(t.http).get('/api/auth/user').set('Cookie', cookie).expect(200);
    expect(response.body.user).toMatchObject({
      id: user.id,
      username: 'ada',
      displayName: 'Ada Stone',
      isRoot: false,
      role: 'user',
    });
  });

  it('ends the session at logout: the same cookie no longer signs in', async () => {
    const user = await createUser(t.dataSource);
    const cookie = await sessionCookieFor(t.dataSource, user.id);
    await request(t.http).post('/api/auth/logout').set('Cookie', cookie).set('Origin', SITE_ORIGIN).expect(204);
    const after = await request(t.http).get('/api/auth/user').set('Cookie', cookie).expect(200);
    expect(after.body.user).toBeNull();
  });

  it('refuses a cookie with a forged signature', async () => {
    const user = await createUser(t.dataSource);
    const cookie = await sessionCookieFor(t.dataSource, user.id);
    const forged = cookie.replace(/\.[^.]+$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    const response = await request(t.http).get('/api/auth/user').set('Cookie', forged).expect(200);
    expect(response.body.user).toBeNull();
  });

  describe('root sign-in', () => {
    it('signs in as ROOT from localhost in development, with a fresh session id', async () => {
      const agent = request.agent(t.http);
      const response = await agent
        .post('/api/auth/root')
        .set('Host', 'localhost:5000')
        .set('Origin', SITE_ORIGIN)
        .expect(200);
      expect(response.body.user).toMatchObject({ id: ROOT_USER_ID, isRoot: true, displayName: 'ROOT', role: 'admin' });
      const setCookie = String(response.headers['set-cookie']);
      expect(setCookie).toMatch(/sid=s%3A/);
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      const session = await agent.get('/api/auth/user').set('Host', 'localhost:5000').expect(200);
      expect(session.body.user.id).toBe(ROOT_USER_ID);
    });

    it('is refused from a host that is not local', async () => {
      const response = await request(t.http)
        .post('/api/auth/root')
        .set('Host', 'irl-history.example')
        .set('Origin', 'http://irl-history.example')
        .expect(403);
      expect(response.body.message).toMatch(/only available on localhost|Cross-site/);
    });

    it('renews the session id, so a planted session id is worthless (fixation)', async () => {
      const attacker = await createUser(t.dataSource);
      const planted = await sessionCookieFor(t.dataSource, attacker.id);
      const response = await request(t.http)
        .post('/api/auth/root')
        .set('Host', 'localhost')
        .set('Origin', SITE_ORIGIN)
        .set('Cookie', planted)
        .expect(200);
      const issued = String(response.headers['set-cookie']).split(';')[0];
      expect(issued).not.toBe(planted);
      const plantedNow = await request(t.http).get('/api/auth/user').set('Cookie', planted).expect(200);
      expect(plantedNow.body.user).toBeNull();
    });
  });

  describe('the signed-in user read with the session', () => {
    it('builds the same user a repository read gives, every column converted alike', async () => {
      const user = await createUser(t.dataSource, {
        role: UserRole.Moderator,
        firstName: "Ada O'Neil",
        lastName: null,
        bio: 'Streams from <b>trains</b>',
        showRealName: true,
        displayNamePreference: 'realname',
        isBanned: false,
        availablePoints: 1234,
        karmaScore: -3,
        primaryPlatform: 'discord',
      });
      const reader = sessionUserReader(t.dataSource);
      const [row] = await t.dataSource.query(`SELECT ${reader.columns} FROM users u WHERE u.id = $1`, [user.id]);
      const loaded = await t.dataSource.getRepository(User).findOneByOrFail({ id: user.id });
      expect(reader.read(row)).toEqual(loaded);
      expect(reader.read(row)).toBeInstanceOf(User);
      expect(reader.read({ ...row, user_id: null })).toBeNull();
    });

    it('sends no separate statement for the user on a signed-in request', async () => {
      const user = await createUser(t.dataSource, { username: 'oneread' });
      const cookie = await sessionCookieFor(t.dataSource, user.id);
      const findById = jest.spyOn(t.app.get(UsersService), 'findById');
      try {
        const response = await request(t.http).get('/api/auth/user').set('Cookie', cookie).expect(200);
        expect(response.body.user).toMatchObject({ id: user.id, username: 'oneread' });
        await request(t.http).get('/api/articles').set('Cookie', cookie).expect(200);
        expect(findById).not.toHaveBeenCalled();
      } finally {
        findById.mockRestore();
      }
    });

    it('treats a session whose user no longer exists, or whose user id is not an id, as signed out', async () => {
      const gone = await createUser(t.dataSource);
      const goneCookie = await sessionCookieFor(t.dataSource, gone.id);
      await t.dataSource.query('DELETE FROM users WHERE id = $1', [gone.id]);
      const edited = await sessionCookieFor(t.dataSource, "x' OR '1'='1");
      for (const cookie of [goneCookie, edited]) {
        const response = await request(t.http).get('/api/auth/user').set('Cookie', cookie).expect(200);
        expect(response.body.user).toBeNull();
        await request(t.http).get('/api/points/ledger').set('Cookie', cookie).expect(401);
      }
      expect(await t.dataSource.query('SELECT sid FROM user_sessions')).toEqual([]);
    });
  });

  describe('bans', () => {
    it('ends every session of the banned user, refuses them with the reason, and lets them back after unban', async () => {
      const admin = await signedIn(t.dataSource, { role: UserRole.Admin });
      const target = await signedIn(t.dataSource);

      await as(t, admin).post(`/api/admin/users/${target.user.id}/ban`).send(banBody('Banned by admin')).expect(200);
      const rows = await t.dataSource.query(`SELECT 1 FROM user_sessions WHERE sess->>'userId' = $1`, [target.user.id]);
      expect(rows).toHaveLength(0);
      const after = await as(t, target).get('/api/auth/user').expect(200);
      expect(after.body.user).toBeNull();

      // A session that somehow survives (e.g. created before the ban landed) is refused with the reason.
      const stale = await sessionCookieFor(t.dataSource, target.user.id);
      const refused = await request(t.http).get('/api/oauth/connections').set('Cookie', stale).expect(403);
      expect(refused.body.message).toBe('Your account has been banned: Spam.');

      await as(t, admin).post(`/api/admin/users/${target.user.id}/unban`).expect(200);
      const again = await sessionCookieFor(t.dataSource, target.user.id);
      await request(t.http).get('/api/oauth/connections').set('Cookie', again).expect(200);
    });

    it('refuses a ban without a reason category and a note, naming both fields', async () => {
      const admin = await signedIn(t.dataSource, { role: UserRole.Admin });
      const target = await createUser(t.dataSource);
      const response = await as(t, admin).post(`/api/admin/users/${target.id}/ban`).expect(400);
      expect([...new Set(response.body.errors.map((error: { field: string }) => error.field))].sort()).toEqual([
        'note',
        'reasonCategory',
      ]);
      const blank = await as(t, admin)
        .post(`/api/admin/users/${target.id}/ban`)
        .send({ reasonCategory: 'spam', note: '   ' })
        .expect(400);
      expect(blank.body.errors).toEqual([{ field: 'note', reason: 'Write a note: why this action was taken.' }]);
      const days = await as(t, admin)
        .post(`/api/admin/users/${target.id}/ban`)
        .send(banBody('x', { durationDays: 0 }))
        .expect(400);
      expect(days.body.errors[0].field).toBe('durationDays');
      const [row] = await t.dataSource.query(`SELECT is_banned FROM users WHERE id = $1`, [target.id]);
      expect(row.is_banned).toBe(false);
    });

    it('never changes or bans the root account', async () => {
      const admin = await signedIn(t.dataSource, { role: UserRole.Admin });
      const ban = await as(t, admin).post(`/api/admin/users/${ROOT_USER_ID}/ban`).send(banBody()).expect(403);
      expect(ban.body.message).toBe('The root account cannot be changed.');
      await as(t, admin).post(`/api/admin/users/${ROOT_USER_ID}/role`).send({ role: 'user' }).expect(403);
    });

    it('takes a role change into effect on the next request', async () => {
      const admin = await signedIn(t.dataSource, { role: UserRole.Admin });
      const target = await signedIn(t.dataSource);
      await as(t, target).get('/api/admin/users').expect(403);
      await as(t, admin).post(`/api/admin/users/${target.user.id}/role`).send({ role: 'admin' }).expect(200);
      await as(t, target).get('/api/admin/users').expect(200);
    });

    it('rejects an unknown role with the field and the reason', async () => {
      const admin = await signedIn(t.dataSource, { role: UserRole.Admin });
      const target = await createUser(t.dataSource);
      const response = await as(t, admin)
        .post(`/api/admin/users/${target.id}/role`)
        .send({ role: 'superuser' })
        .expect(400);
      expect(response.body.errors[0].field).toBe('role');
    });
  });

  describe('cross-site requests', () => {
    it('refuses a state-changing request from another origin even with a valid cookie', async () => {
      const admin = await signedIn(t.dataSource, { role: UserRole.Admin });
      const target = await createUser(t.dataSource);
      const response = await request(t.http)
        .post(`/api/admin/users/${target.id}/ban`)
        .set('Cookie', admin.cookie)
        .set('Origin', 'https://evil.example')
        .send(banBody())
        .expect(403);
      expect(response.body.message).toBe('Cross-site request refused');
      const unchanged = await as(t, admin).get('/api/admin/users').query({ status: 'banned' }).expect(200);
      expect(unchanged.body.items).toEqual([]);
    });

    it('refuses a cross-site request that only carries Sec-Fetch-Site', async () => {
      const user = await signedIn(t.dataSource);
      await request(t.http)
        .post('/api/auth/logout')
        .set('Cookie', user.cookie)
        .set('Sec-Fetch-Site', 'cross-site')
        .expect(403);
    });
  });

  describe('feature access setting', () => {
    it('defaults to everyone and can be restricted to admins by an admin only', async () => {
      const admin = await signedIn(t.dataSource, { role: UserRole.Admin });
      const user = await signedIn(t.dataSource);
      await as(t, user).put('/api/admin/feature-access').send({ mode: 'admins' }).expect(403);
      await as(t, admin).put('/api/admin/feature-access').send({ mode: 'admins' }).expect(200);
      const session = await as(t, user).get('/api/auth/user').expect(200);
      expect(session.body.featureAccess).toBe('admins');
    });
  });
});
