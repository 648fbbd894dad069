import request from 'supertest';
import { QueueName } from '../../src/queues/queue-names.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { createUser } from '../factories/user.factory.js';
import { sessionCookieFor } from '../utils/sessions.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';

describe('Queue dashboard (Bull Board) at /admin/queues', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    await resetDatabase(t.dataSource);
  });
  afterAll(async () => {
    await t.close();
  });

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
});
