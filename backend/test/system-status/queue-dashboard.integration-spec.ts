import request from 'supertest';
import { QueueName } from '../../src/queues/queue-names.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { createUser } from '../factories/user.factory.js';
import { enrolSecondFactor, sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import { useTestApp } from '../utils/test-app.js';

describe('Queue dashboard (Bull Board) at /admin/queues', () => {
  const t = useTestApp();

  const cookieFor = async (role: UserRole) =>
    sessionCookieFor(t.dataSource, (await createUser(t.dataSource, { username: `u_${role}`, role })).id);

  it('refuses anonymous visitors, users and moderators, on the page and on its API', async () => {
    await request(t.http).get('/admin/queues').expect(401);
    await request(t.http).get('/admin/queues/api/queues').expect(401);
    for (const role of [UserRole.User, UserRole.Moderator]) {
      const cookie = await cookieFor(role);
      await request(t.http).get('/admin/queues').set('Cookie', cookie).expect(403);
      await request(t.http).get('/admin/queues/api/queues').set('Cookie', cookie).expect(403);
    }
  });

  it('refuses a banned admin', async () => {
    const admin = await createUser(t.dataSource, { username: 'fallen', role: UserRole.Admin, isBanned: true });
    await request(t.http)
      .get('/admin/queues')
      .set('Cookie', await sessionCookieFor(t.dataSource, admin.id))
      .expect(401);
  });

  it('serves the dashboard to an admin, listing every queue the application declares', async () => {
    const cookie = await cookieFor(UserRole.Admin);
    const page = await request(t.http).get('/admin/queues').set('Cookie', cookie).expect(200);
    expect(page.headers['content-type']).toMatch(/html/);
    expect(page.text).toContain('__UI_CONFIG__');
    // Its scripts come from its own origin (allowed by the site's CSP) and are served behind the same gate.
    const script = /src="(static\/js\/main[^"]+)"/.exec(page.text)?.[1];
    expect(script).toBeDefined();
    await request(t.http).get(`/admin/queues/${script}`).set('Cookie', cookie).expect(200);
    await request(t.http).get(`/admin/queues/${script}`).expect(401);
    const api = await request(t.http).get('/admin/queues/api/queues').set('Cookie', cookie).expect(200);
    const names = (api.body.queues as { name: string }[]).map((queue) => queue.name).sort();
    expect(names).toEqual(Object.values(QueueName).sort());
  });

  it('stays closed to an admin whose session has not entered its second-factor code, saying what would open it', async () => {
    const admin = await createUser(t.dataSource, { username: 'pending', role: UserRole.Admin });
    await enrolSecondFactor(t.dataSource, admin.id);
    const pending = await sessionCookieFor(t.dataSource, admin.id);
    const page = await request(t.http).get('/admin/queues').set('Cookie', pending).expect(403);
    expect(page.body.code).toBe('SECOND_FACTOR_REQUIRED');
    const api = await request(t.http)
      .put(`/admin/queues/api/queues/${QueueName.MassMessaging}/pause`)
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', pending)
      .expect(403);
    expect(api.body.code).toBe('SECOND_FACTOR_REQUIRED');
    const passed = await sessionCookieFor(t.dataSource, admin.id, { secondFactorVerified: true });
    await request(t.http).get('/admin/queues').set('Cookie', passed).expect(200);
  });

  it('lets operators retry, clean and promote jobs, and refuses every other write', async () => {
    const cookie = await cookieFor(UserRole.Admin);
    const put = (path: string) =>
      request(t.http).put(`/admin/queues/api/queues/${path}`).set('Origin', SITE_ORIGIN).set('Cookie', cookie);
    const queue = QueueName.MassMessaging;
    for (const allowed of [`${queue}/retry/failed`, `${queue}/clean/completed`, `${queue}/promote`]) {
      const answer = await put(allowed);
      expect([200, 204]).toContain(answer.status);
    }
    for (const refused of ['pause', 'resume', `${queue}/pause`, `${queue}/empty`, `${queue}/obliterate`]) {
      const answer = await put(refused).expect(403);
      expect(answer.body.message).toMatch(/switched off/);
    }
    await request(t.http)
      .post(`/admin/queues/api/queues/${queue}/add`)
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', cookie)
      .send({ name: 'x', data: {} })
      .expect(403);
    await request(t.http)
      .patch(`/admin/queues/api/queues/${queue}/1/update-data`)
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', cookie)
      .send({ data: {} })
      .expect(403);
    const api = await request(t.http).get('/admin/queues/api/queues').set('Cookie', cookie).expect(200);
    const massMessaging = (api.body.queues as { name: string; isPaused: boolean }[]).find(
      (q) => q.name === String(queue),
    );
    expect(massMessaging?.isPaused).toBe(false);
  });

  it('refuses writes from another site, as every /api write does', async () => {
    const cookie = await cookieFor(UserRole.Admin);
    const answer = await request(t.http)
      .put(`/admin/queues/api/queues/${QueueName.MassMessaging}/retry/failed`)
      .set('Origin', 'http://evil.example')
      .set('Cookie', cookie)
      .expect(403);
    expect(answer.body.message).toBe('Cross-site request refused');
    await request(t.http)
      .put(`/admin/queues/api/queues/${QueueName.MassMessaging}/retry/failed`)
      .set('Sec-Fetch-Site', 'cross-site')
      .set('Cookie', cookie)
      .expect(403);
  });
});
