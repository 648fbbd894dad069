import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { UserRole } from '../../src/modules/users/user-role.js';
import { ROOT_USER_ID } from '../../src/modules/users/root-user.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { createUser } from '../factories/user.factory.js';
import { openEventStream } from '../messages/event-stream-client.js';
import { sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe("The caller's sessions (list, sign out one, sign out all others)", () => {
  let t: TestApp;
  let base: string;
  let user: User;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.http.address() as AddressInfo).port}`;
  });
  beforeEach(async () => {
    await resetDatabase(t.dataSource);
    user = await createUser(t.dataSource, { username: 'sessions_user' });
  });
  afterAll(() => t.close());

  /** A session as sign-in writes it (created time and user agent), returned as a cookie. */
  async function signedIn(userId: string, userAgent: string, createdAt: number): Promise<string> {
    const cookie = await sessionCookieFor(t.dataSource, userId);
    const sid = decodeURIComponent(cookie.slice('sid='.length)).slice(2).split('.')[0];
    await t.dataSource.query(
      `UPDATE user_sessions SET sess = (sess::jsonb || jsonb_build_object('createdAt', $2::bigint, 'userAgent', $3::text))::json WHERE sid = $1`,
      [sid, createdAt, userAgent],
    );
    return cookie;
  }

  const list = (cookie: string) =>
    request(t.http).get('/api/account/sessions').set('Cookie', cookie).set('User-Agent', 'x');
  const endOne = (cookie: string, id: string) =>
    request(t.http).delete(`/api/account/sessions/${id}`).set('Origin', SITE_ORIGIN).set('Cookie', cookie);
  const endOthers = (cookie: string) =>
    request(t.http).delete('/api/account/sessions').set('Origin', SITE_ORIGIN).set('Cookie', cookie);
  const me = (cookie: string) => request(t.http).get('/api/auth/user').set('Cookie', cookie);

  it('refuses callers who are not signed in', async () => {
    await request(t.http).get('/api/account/sessions').expect(401);
    await request(t.http).delete('/api/account/sessions').set('Origin', SITE_ORIGIN).expect(401);
    await request(t.http).delete('/api/account/sessions/abc').set('Origin', SITE_ORIGIN).expect(401);
  });

  it("lists only the caller's sessions, this device first, with the browser, system and the 24-hour timeout", async () => {
    const laptop = await signedIn(user.id, FIREFOX, Date.parse('2026-01-01T10:00:00Z'));
    await signedIn(user.id, CHROME_MAC, Date.parse('2026-02-01T10:00:00Z'));
    await signedIn(ROOT_USER_ID, CHROME_MAC, Date.now());

    const response = await list(laptop).expect(200);
    expect(response.body.sessionTimeoutMinutes).toBe(1440);
    expect(response.body.sessions).toHaveLength(2);
    const [current, other] = response.body.sessions;
    expect(current).toMatchObject({
      current: true,
      browser: 'Firefox',
      os: 'Linux',
      description: 'Firefox on Linux',
      createdAt: '2026-01-01T10:00:00.000Z',
    });
    expect(other).toMatchObject({
      current: false,
      description: 'Chrome on macOS',
      createdAt: '2026-02-01T10:00:00.000Z',
    });
    // The id is not the session id held in the cookie.
    expect(laptop).not.toContain(current.id);
  });

  it('records the browser and the sign-in time when signing in', async () => {
    const response = await request(t.http)
      .post('/api/auth/root')
      .set('Host', 'localhost:5000')
      .set('Origin', SITE_ORIGIN)
      .set('User-Agent', FIREFOX)
      .expect(200);
    const cookie = String(response.headers['set-cookie']).split(';')[0];
    const sessions = (await list(cookie).expect(200)).body.sessions;
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ current: true, description: 'Firefox on Linux' });
    expect(Date.parse(sessions[0].createdAt)).toBeGreaterThan(Date.now() - 3600_000);
  });

  it('signs out another session at once, and its live message stream ends', async () => {
    const laptop = await signedIn(user.id, FIREFOX, 1);
    const phone = await signedIn(user.id, CHROME_MAC, 2);
    const stream = await openEventStream(`${base}/api/messages/stream`, phone);
    await stream.next((event) => event.type === 'ready');
    const other = (await list(laptop).expect(200)).body.sessions.find((s: { current: boolean }) => !s.current);

    await endOne(laptop, other.id).expect(204);

    await stream.ended;
    expect((await me(phone).expect(200)).body.user).toBeNull();
    await list(phone).expect(401);
    expect((await me(laptop).expect(200)).body.user).toMatchObject({ id: user.id });
    await endOne(laptop, other.id).expect(404);
  });

  it("refuses to end the current session this way, or another user's session", async () => {
    const laptop = await signedIn(user.id, FIREFOX, 1);
    const rootCookie = await signedIn(ROOT_USER_ID, FIREFOX, 1);
    const [current] = (await list(laptop).expect(200)).body.sessions;
    const [rootSession] = (await list(rootCookie).expect(200)).body.sessions;
    await endOne(laptop, current.id).expect(400);
    await endOne(laptop, rootSession.id).expect(404);
    await list(rootCookie).expect(200);
    await list(laptop).expect(200);
  });

  it('signs out every other session and keeps this one', async () => {
    const laptop = await signedIn(user.id, FIREFOX, 1);
    const phone = await signedIn(user.id, CHROME_MAC, 2);
    const tablet = await signedIn(user.id, CHROME_MAC, 3);
    const rootCookie = await signedIn(ROOT_USER_ID, FIREFOX, 1);
    const stream = await openEventStream(`${base}/api/messages/stream`, tablet);
    await stream.next((event) => event.type === 'ready');

    expect((await endOthers(laptop).expect(200)).body).toEqual({ ended: 2 });

    await stream.ended;
    await list(phone).expect(401);
    await list(tablet).expect(401);
    expect((await list(laptop).expect(200)).body.sessions).toHaveLength(1);
    await list(rootCookie).expect(200);
  });

  it("ends a user's live streams when an admin changes their role (they reconnect under the new role)", async () => {
    const phone = await signedIn(user.id, CHROME_MAC, 2);
    const stream = await openEventStream(`${base}/api/messages/stream`, phone);
    await stream.next((event) => event.type === 'ready');
    const admin = await signedIn(ROOT_USER_ID, FIREFOX, 1);

    await request(t.http)
      .post(`/api/admin/users/${user.id}/role`)
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', admin)
      .send({ role: UserRole.Moderator })
      .expect(200);

    await stream.ended;
    expect((await me(phone).expect(200)).body.user).toMatchObject({ role: UserRole.Moderator });
  });
});
