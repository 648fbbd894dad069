import { banBody } from '../factories/ban.factory.js';
import request from 'supertest';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { ROOT_USER_ID } from '../../src/modules/users/root-user.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { createUser } from '../factories/user.factory.js';
import { sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import { useTestApp } from '../utils/test-app.js';

/**
 * Only ROOT acts on another admin's account, reads of its private data included: an admin may act on
 * members, moderators and their own account; another admin's (or ROOT's) messages, activity log,
 * flairs, badges, role and ban are ROOT's alone. Every action is tried on an admin (refused), on a
 * moderator (allowed, so the check can tell) and by ROOT on the admin (allowed).
 */
describe('Admins acting on other admins', () => {
  const t = useTestApp();
  let admin: User;
  let otherAdmin: User;
  let moderator: User;
  let cookies: Record<'admin' | 'other' | 'root', string>;
  let badgeId: number;

  beforeEach(async () => {
    admin = await createUser(t.dataSource, { username: 'admin_one', role: UserRole.Admin });
    otherAdmin = await createUser(t.dataSource, { username: 'admin_two', role: UserRole.Admin });
    moderator = await createUser(t.dataSource, { username: 'mod_one', role: UserRole.Moderator });
    cookies = {
      admin: await sessionCookieFor(t.dataSource, admin.id),
      other: await sessionCookieFor(t.dataSource, otherAdmin.id),
      root: await sessionCookieFor(t.dataSource, ROOT_USER_ID),
    };
    const badges = await request(t.http).get('/api/admin/badges').set('Cookie', cookies.root).expect(200);
    badgeId = (badges.body as { id: number }[])[0].id;
  });

  const as = (cookie: string) => ({
    get: (path: string) => request(t.http).get(path).set('Cookie', cookie),
    post: (path: string, body: object = {}) =>
      request(t.http).post(path).set('Cookie', cookie).set('Origin', SITE_ORIGIN).send(body),
    delete: (path: string) => request(t.http).delete(path).set('Cookie', cookie).set('Origin', SITE_ORIGIN),
  });

  /** Each action on `target`'s account, as `cookie`: the status it answered. */
  async function actOn(cookie: string, target: User) {
    const caller = as(cookie);
    return {
      readMessages: (await caller.get(`/api/admin/users/${target.id}/messages`)).status,
      readActivityLog: (await caller.get(`/api/admin/users/${target.id}/activity-log`)).status,
      listFlairs: (await caller.get(`/api/users/${target.id}/flairs`)).status,
      switchFlairsOff: (await caller.post(`/api/users/${target.id}/flairs/deactivate-all`)).status,
      awardBadge: (await caller.post(`/api/admin/badges/${badgeId}/holders`, { userId: target.id })).status,
      revokeBadge: (await caller.delete(`/api/admin/badges/${badgeId}/holders/${target.id}`)).status,
      changeRole: (await caller.post(`/api/admin/users/${target.id}/role`, { role: target.role })).status,
      ban: (await caller.post(`/api/admin/users/${target.id}/ban`, banBody('test'))).status,
    };
  }

  const ALL_REFUSED = {
    readMessages: 403,
    readActivityLog: 403,
    listFlairs: 403,
    switchFlairsOff: 403,
    awardBadge: 403,
    revokeBadge: 403,
    changeRole: 403,
    ban: 403,
  };

  it("refuses an admin every action on another admin's account, and on ROOT's", async () => {
    expect(await actOn(cookies.admin, otherAdmin)).toEqual(ALL_REFUSED);
    const refusedOnRoot = await actOn(cookies.admin, { id: ROOT_USER_ID, role: UserRole.Admin } as User);
    expect(refusedOnRoot.readMessages).toBe(403);
    expect(refusedOnRoot.readActivityLog).toBe(403);
    // Nothing was read or changed, so nothing was audited under the refused admin.
    const [audited] = await t.dataSource.query<{ n: string }[]>(
      `SELECT count(*) AS n FROM audit_log WHERE actor_id = $1`,
      [admin.id],
    );
    expect(Number(audited.n)).toBe(0);
  });

  it("lets the same admin act on a moderator's account", async () => {
    const done = await actOn(cookies.admin, moderator);
    expect(done).toMatchObject({ readMessages: 200, readActivityLog: 200, listFlairs: 200, changeRole: 200 });
    expect([200, 201]).toContain(done.awardBadge);
    expect([200, 204]).toContain(done.revokeBadge);
    expect([200, 204]).toContain(done.switchFlairsOff);
    expect(done.ban).toBe(200);
  });

  it("lets ROOT act on an admin's account", async () => {
    const done = await actOn(cookies.root, otherAdmin);
    expect(done).toMatchObject({ readMessages: 200, readActivityLog: 200, listFlairs: 200, changeRole: 200 });
    expect([200, 201]).toContain(done.awardBadge);
    expect(done.ban).toBe(200);
  });

  it('lets an admin read their own messages and activity log', async () => {
    await as(cookies.admin).get(`/api/admin/users/${admin.id}/messages`).expect(200);
    await as(cookies.admin).get(`/api/admin/users/${admin.id}/activity-log`).expect(200);
  });
});
