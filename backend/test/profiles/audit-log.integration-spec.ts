import { banBody } from '../factories/ban.factory.js';
import request from 'supertest';
import { UserRole } from '../../src/modules/users/user-role.js';
import { createUser } from '../factories/user.factory.js';
import { sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import { useTestApp } from '../utils/test-app.js';

interface EntryBody {
  action: string;
  actor: { id: string; username: string | null; displayName: string } | null;
  target: { id: string; username: string | null; displayName: string } | null;
  details: Record<string, unknown>;
  createdAt: string;
}

describe('GET /api/admin/users/{id}/activity-log', () => {
  const t = useTestApp();

  const logOf = async (userId: string, viewerId: string, status: number, query: Record<string, string | number> = {}) =>
    request(t.http)
      .get(`/api/admin/users/${userId}/activity-log`)
      .query(query)
      .set('Cookie', await sessionCookieFor(t.dataSource, viewerId))
      .expect(status);

  it("shows what the user did and what admins did to them, newest first, with both sides' names", async () => {
    const admin = await createUser(t.dataSource, {
      role: UserRole.Admin,
      username: 'boss',
      firstName: 'Bo',
      lastName: 'Ss',
      showRealName: true,
      displayNamePreference: 'realname',
    });
    const user = await createUser(t.dataSource, { username: 'troublemaker' });
    const idol = await createUser(t.dataSource, { username: 'idol' });
    const userCookie = await sessionCookieFor(t.dataSource, user.id);
    await request(t.http)
      .post(`/api/users/${idol.id}/follow`)
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', userCookie)
      .expect(200);
    await request(t.http)
      .patch('/api/users/me/profile')
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', userCookie)
      .send({ bio: 'Hello' })
      .expect(200);
    await request(t.http)
      .post(`/api/admin/users/${user.id}/ban`)
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', await sessionCookieFor(t.dataSource, admin.id))
      .send(banBody('Spamming comments'))
      .expect(200);

    const response = await logOf(user.id, admin.id, 200);
    const entries = response.body.items as EntryBody[];
    expect(entries.map((entry) => entry.action)).toEqual([
      'admin.user.banned',
      'user.profile.updated',
      'user.followed',
    ]);
    expect(entries[0]).toMatchObject({
      actor: { id: admin.id, username: 'boss', displayName: 'Bo Ss' },
      target: { id: user.id, username: 'troublemaker', displayName: 'troublemaker' },
      details: {},
    });
    expect(entries[2]).toMatchObject({
      actor: { id: user.id, displayName: 'troublemaker' },
      target: { id: idol.id, displayName: 'idol' },
    });
    expect(Date.parse(entries[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(entries[2].createdAt));
    expect(response.body.nextCursor).toBeNull();
  });

  it('pages through the log with a cursor', async () => {
    const admin = await createUser(t.dataSource, { role: UserRole.Admin });
    const user = await createUser(t.dataSource);
    for (let i = 0; i < 3; i += 1) {
      await t.dataSource.query(
        `INSERT INTO audit_log (actor_id, target_user_id, action, details, created_at) VALUES ($1, $1, $2, '{}', $3)`,
        [user.id, `test.step-${i}`, new Date(Date.UTC(2026, 0, 1, 0, i))],
      );
    }
    const first = await logOf(user.id, admin.id, 200, { limit: 2 });
    expect(first.body.items.map((entry: EntryBody) => entry.action)).toEqual(['test.step-2', 'test.step-1']);
    const second = await logOf(user.id, admin.id, 200, { limit: 2, cursor: first.body.nextCursor });
    expect(second.body.items.map((entry: EntryBody) => entry.action)).toEqual(['test.step-0']);
    expect(second.body.nextCursor).toBeNull();
  });

  it('names an actor whose account is gone as a deleted user', async () => {
    const admin = await createUser(t.dataSource, { role: UserRole.Admin });
    const user = await createUser(t.dataSource);
    const goneId = '7f0c1d2e-3b4a-4c5d-8e6f-708192a3b4c5';
    await t.dataSource.query(
      `INSERT INTO audit_log (actor_id, target_user_id, action) VALUES ($1, $2, 'user.followed'), (NULL, $2, 'system.note')`,
      [goneId, user.id],
    );
    const response = await logOf(user.id, admin.id, 200);
    const byAction = Object.fromEntries((response.body.items as EntryBody[]).map((entry) => [entry.action, entry]));
    expect(byAction['user.followed'].actor).toEqual({ id: goneId, username: null, displayName: 'Deleted user' });
    expect(byAction['system.note'].actor).toBeNull();
  });

  it("answers 404 'User Not Found' for an unknown user or an id that is not a uuid", async () => {
    const admin = await createUser(t.dataSource, { role: UserRole.Admin });
    const unknown = await logOf('7f0c1d2e-3b4a-4c5d-8e6f-708192a3b4c5', admin.id, 404);
    expect(unknown.body.message).toBe('User Not Found');
    await logOf('nope', admin.id, 404);
  });

  it('is for admins only', async () => {
    const moderator = await createUser(t.dataSource, { role: UserRole.Moderator });
    const user = await createUser(t.dataSource);
    await logOf(user.id, moderator.id, 403);
    await logOf(user.id, user.id, 403);
  });
});
