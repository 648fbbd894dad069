import request from 'supertest';
import { AuditLogEntry } from '../../src/modules/audit/entities/audit-log-entry.entity.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { createUser } from '../factories/user.factory.js';
import { sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';

interface AdminMessage {
  id: number;
  content: string;
  senderId: string;
  receiverId: string;
  readAt: string | null;
  sender: { id: string; username: string; displayName: string };
  receiver: { id: string; username: string; displayName: string };
}

describe("GET /api/admin/users/{id}/messages (the Manage User dialog's 'View Messages')", () => {
  let t: TestApp;
  let admin: User;
  let alice: User;
  let bob: User;
  let carol: User;
  const cookies: Record<string, string> = {};

  const sendAs = (from: User, to: User, content: string) =>
    request(t.http)
      .post('/api/messages')
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', cookies[from.id])
      .send({ receiverId: to.id, content })
      .expect(201);
  const view = (caller: User, userId: string, query = '') =>
    request(t.http).get(`/api/admin/users/${userId}/messages${query}`).set('Cookie', cookies[caller.id]);

  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    await resetDatabase(t.dataSource);
    admin = await createUser(t.dataSource, { username: 'admin', role: UserRole.Admin });
    alice = await createUser(t.dataSource, { username: 'alice' });
    bob = await createUser(t.dataSource, {
      username: 'bob',
      firstName: 'Bob',
      lastName: 'Ross',
      showRealName: true,
      displayNamePreference: 'realname',
    });
    carol = await createUser(t.dataSource, { username: 'carol' });
    for (const user of [admin, alice, bob, carol]) cookies[user.id] = await sessionCookieFor(t.dataSource, user.id);
    await sendAs(alice, bob, 'a→b');
    await sendAs(bob, alice, 'b→a');
    await sendAs(bob, carol, 'b→c');
    await sendAs(carol, alice, 'c→a');
  });
  afterAll(() => t.close());

  it("lists the user's sent and received messages newest first, with both parties' names", async () => {
    const response = await view(admin, alice.id).expect(200);

    const items = response.body.items as AdminMessage[];
    expect(response.body.nextCursor).toBeNull();
    expect(items.map((m) => [m.content, m.sender.displayName, m.receiver.displayName])).toEqual([
      ['c→a', 'carol', 'alice'],
      ['b→a', 'Bob Ross', 'alice'],
      ['a→b', 'alice', 'Bob Ross'],
    ]);
    expect(items[0]).toMatchObject({ senderId: carol.id, receiverId: alice.id, readAt: null });
    expect(items[0].sender).toEqual({
      id: carol.id,
      username: 'carol',
      displayName: 'carol',
      profileImageUrl: null,
      role: 'user',
      isRoot: false,
      flairs: [],
    });
  });

  it('pages with the cursor', async () => {
    const first = (await view(admin, bob.id, '?limit=2').expect(200)).body;
    const second = (await view(admin, bob.id, `?limit=2&cursor=${first.nextCursor}`).expect(200)).body;

    expect((first.items as AdminMessage[]).map((m) => m.content)).toEqual(['b→c', 'b→a']);
    expect((second.items as AdminMessage[]).map((m) => m.content)).toEqual(['a→b']);
    expect(second.nextCursor).toBeNull();
  });

  it('does not mark anything as read', async () => {
    await view(admin, alice.id).expect(200);
    const unread = await request(t.http).get('/api/messages/unread-count').set('Cookie', cookies[alice.id]);
    expect(unread.body).toEqual({ count: 2 });
  });

  it("records the admin's look in the audit log", async () => {
    await view(admin, alice.id).expect(200);

    const entries = await t.dataSource.getRepository(AuditLogEntry).findBy({ action: 'admin.user.messages-viewed' });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: admin.id, targetUserId: alice.id });
    expect(entries[0].details).toEqual({ cursor: null, count: 3 });
  });

  it('is empty for a user without messages', async () => {
    const quiet = await createUser(t.dataSource);
    expect((await view(admin, quiet.id).expect(200)).body).toEqual({ items: [], nextCursor: null });
  });

  it('answers 404 for an unknown user or an id that is not a uuid', async () => {
    const response = await view(admin, '9b2f0a4e-1111-4c1d-8e2f-123456789abc').expect(404);
    expect(response.body.message).toBe('User Not Found');
    await view(admin, 'alice').expect(404);
  });

  it('answers 403 to users and moderators and 401 to visitors', async () => {
    const moderator = await createUser(t.dataSource, { role: UserRole.Moderator });
    cookies[moderator.id] = await sessionCookieFor(t.dataSource, moderator.id);

    await view(alice, alice.id).expect(403);
    await view(moderator, alice.id).expect(403);
    await request(t.http).get(`/api/admin/users/${alice.id}/messages`).expect(401);
    const entries = await t.dataSource.getRepository(AuditLogEntry).countBy({ action: 'admin.user.messages-viewed' });
    expect(entries).toBe(0);
  });
});
