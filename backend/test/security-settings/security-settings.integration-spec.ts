import request from 'supertest';
import { UserRole } from '../../src/modules/users/user-role.js';
import { SecuritySettingsService } from '../../src/modules/security-settings/security-settings.service.js';
import { createUser } from '../factories/user.factory.js';
import { browserRequest, sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import { signedIn, type Actor } from '../articles/article-fixtures.js';
import { createTestApp, resetDatabase, type TestApp, useTestApp } from '../utils/test-app.js';

const valid = {
  require2FA: false,
  loginAttemptLimiting: true,
  sessionTimeout: 30,
  autoModerate: false,
  requireApproval: false,
};

describe('Security settings', () => {
  const t = useTestApp();
  let admin: Actor;

  beforeEach(async () => {
    await t.app.get(SecuritySettingsService).refresh();
    admin = await signedIn(t.dataSource, { username: 'sec_admin', role: UserRole.Admin });
  });

  const save = (cookie: string | undefined, body: object) => {
    return browserRequest(t.http, 'put', '/api/admin/security-settings', cookie).send(body);
  };

  it('is read and saved by admins only, audited, with defaults before any save', async () => {
    await request(t.http).get('/api/admin/security-settings').expect(401);
    await save(undefined, valid).expect(401);
    for (const role of [UserRole.User, UserRole.Moderator]) {
      const user = await createUser(t.dataSource, { username: `s_${role}`, role });
      const cookie = await sessionCookieFor(t.dataSource, user.id);
      await request(t.http).get('/api/admin/security-settings').set('Cookie', cookie).expect(403);
      await save(cookie, valid).expect(403);
    }
    const before = await request(t.http).get('/api/admin/security-settings').set('Cookie', admin.cookie).expect(200);
    expect(before.body).toEqual({ ...valid, sessionTimeout: 1440 });
    await save(admin.cookie, valid).expect(200, valid);
    const after = await request(t.http).get('/api/admin/security-settings').set('Cookie', admin.cookie).expect(200);
    expect(after.body).toEqual(valid);
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'admin.security-settings.updated' AND actor_id = $1`,
      [admin.user.id],
    );
    expect(n).toBe(1);
  });

  it('rejects bad values with the field named', async () => {
    const bad = await save(admin.cookie, { ...valid, sessionTimeout: 1 }).expect(400);
    expect(JSON.stringify(bad.body)).toContain('sessionTimeout');
    const twoFactor = await save(admin.cookie, { ...valid, require2FA: 'yes' }).expect(400);
    expect(JSON.stringify(twoFactor.body)).toContain('require2FA');
    await save(admin.cookie, { ...valid, sessionTimeout: 'soon' }).expect(400);
  });

  it('refuses a session idle for longer than sessionTimeout, and keeps an active one', async () => {
    await save(admin.cookie, { ...valid, sessionTimeout: 5 }).expect(200);
    const user = await createUser(t.dataSource, { username: 'sleepy' });
    const idleCookie = await sessionCookieFor(t.dataSource, user.id);
    const activeCookie = await sessionCookieFor(t.dataSource, user.id);
    // Both sessions are used once (which records activity), then one is left idle for 6 minutes.
    await request(t.http).get('/api/admin/security-settings').set('Cookie', idleCookie).expect(403);
    await request(t.http).get('/api/admin/security-settings').set('Cookie', activeCookie).expect(403);
    await t.dataSource.query(
      `UPDATE user_sessions SET sess = jsonb_set(sess::jsonb, '{lastActiveAt}', to_jsonb($1::bigint))::json
        WHERE sess::jsonb->>'userId' = $2 AND sid = (SELECT sid FROM user_sessions WHERE sess::jsonb->>'userId' = $2 ORDER BY expire LIMIT 1)`,
      [Date.now() - 6 * 60_000, user.id],
    );
    const results = await Promise.all(
      [idleCookie, activeCookie].map((cookie) =>
        request(t.http)
          .get('/api/admin/security-settings')
          .set('Cookie', cookie)
          .then((res) => res.status),
      ),
    );
    // One was refused as signed out (401), the other still answers as a signed-in user (403: not an admin).
    expect(results.sort()).toEqual([401, 403]);
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM user_sessions WHERE sess::jsonb->>'userId' = $1`,
      [user.id],
    );
    expect(n).toBe(1);
  });
});

describe('Security settings: login attempt limiting', () => {
  let t: TestApp;
  const previous = { limit: process.env.RATE_LIMIT_SIGN_IN, prefix: process.env.BULLMQ_PREFIX };

  beforeAll(async () => {
    // Counters of its own: the block this test provokes must not reach other suites.
    process.env.BULLMQ_PREFIX = `${previous.prefix}-login-limiting`;
    process.env.RATE_LIMIT_SIGN_IN = '2';
    t = await createTestApp();
    await resetDatabase(t.dataSource);
  });
  afterAll(async () => {
    process.env.RATE_LIMIT_SIGN_IN = previous.limit;
    process.env.BULLMQ_PREFIX = previous.prefix;
    await t.app.get(SecuritySettingsService).refresh();
    await t.close();
  });

  it('off: sign-in routes fall back to the general limit; on: the strict sign-in limit applies', async () => {
    const admin = await createUser(t.dataSource, { username: 'limits', role: UserRole.Admin });
    const cookie = await sessionCookieFor(t.dataSource, admin.id);
    const saveLimiting = (on: boolean) =>
      request(t.http)
        .put('/api/admin/security-settings')
        .set('Origin', SITE_ORIGIN)
        .set('Cookie', cookie)
        .send({ ...valid, loginAttemptLimiting: on })
        .expect(200);
    const call = () => request(t.http).get('/api/auth/discord/callback').set('Origin', SITE_ORIGIN);
    await saveLimiting(false);
    for (let i = 0; i < 4; i += 1) expect((await call()).status).not.toBe(429);
    await saveLimiting(true);
    expect((await call()).status).toBe(429);
  });
});
