import request from 'supertest';
import { AuditLogEntry } from '../../src/modules/audit/entities/audit-log-entry.entity.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { ROOT_USER_ID } from '../../src/modules/users/root-user.js';
import { createUser } from '../factories/user.factory.js';
import { sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';

interface Message {
  id: number;
  senderId: string;
  receiverId: string;
  content: string;
  readAt: string | null;
}
interface Conversation {
  user: { id: string; username: string; displayName: string; role: string; profileImageUrl: string | null };
  lastMessage: Message;
  unreadCount: number;
}

describe('The inbox: conversations, threads, unread counts and mark-as-read', () => {
  let t: TestApp;
  let alice: User;
  let bob: User;
  let carol: User;
  let dave: User;
  const cookies: Record<string, string> = {};

  const sendAs = async (from: User, to: User, content: string): Promise<Message> =>
    (
      await request(t.http)
        .post('/api/messages')
        .set('Origin', SITE_ORIGIN)
        .set('Cookie', cookies[from.id])
        .send({ receiverId: to.id, content })
        .expect(201)
    ).body as Message;
  const getAs = (user: User, path: string) => request(t.http).get(path).set('Cookie', cookies[user.id]);
  const markRead = (reader: User, otherId: string) =>
    request(t.http)
      .post(`/api/messages/with/${otherId}/read`)
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', cookies[reader.id]);

  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    await resetDatabase(t.dataSource);
    alice = await createUser(t.dataSource, { username: 'alice' });
    bob = await createUser(t.dataSource, {
      username: 'bob',
      role: UserRole.Moderator,
      profileImageUrl: 'https://img.test/b.png',
    });
    carol = await createUser(t.dataSource, {
      username: 'carol',
      firstName: 'Carol',
      lastName: 'King',
      showRealName: true,
      displayNamePreference: 'realname',
    });
    dave = await createUser(t.dataSource, { username: 'dave' });
    for (const user of [alice, bob, carol, dave]) cookies[user.id] = await sessionCookieFor(t.dataSource, user.id);
  });
  afterAll(() => t.close());

  /** bob→alice b1, alice→carol c1, carol→alice c2, carol→alice c3, bob→alice b2, dave→bob d1. */
  async function seedConversations() {
    await sendAs(bob, alice, 'b1');
    await sendAs(alice, carol, 'c1');
    await sendAs(carol, alice, 'c2');
    await sendAs(carol, alice, 'c3');
    await sendAs(bob, alice, 'b2');
    await sendAs(dave, bob, 'd1');
  }

  describe('GET /api/messages/conversations', () => {
    it('lists one row per other user, newest conversation first, with the last message and unread count', async () => {
      await seedConversations();

      const response = await getAs(alice, '/api/messages/conversations').expect(200);

      const items = response.body.items as Conversation[];
      expect(response.body.nextCursor).toBeNull();
      expect(items.map((c) => [c.user.username, c.lastMessage.content, c.unreadCount])).toEqual([
        ['bob', 'b2', 2],
        ['carol', 'c3', 2],
      ]);
      expect(items[0].user).toEqual({
        id: bob.id,
        username: 'bob',
        displayName: 'bob',
        profileImageUrl: 'https://img.test/b.png',
        role: 'moderator',
        isRoot: false,
        flairs: [expect.objectContaining({ key: 'role:moderator' })],
      });
      expect(items[1].user.displayName).toBe('Carol King');
      expect(items[0].lastMessage).toMatchObject({ senderId: bob.id, receiverId: alice.id, readAt: null });
    });

    it('moves a conversation to the top when a message is sent in it, whoever sends it', async () => {
      await seedConversations();
      await sendAs(alice, carol, 'c4');

      const items = (await getAs(alice, '/api/messages/conversations').expect(200)).body.items as Conversation[];

      expect(items.map((c) => [c.user.username, c.lastMessage.content, c.unreadCount])).toEqual([
        ['carol', 'c4', 2],
        ['bob', 'b2', 2],
      ]);
    });

    it('counts only messages the caller received and has not read', async () => {
      await seedConversations();

      const bobView = (await getAs(bob, '/api/messages/conversations').expect(200)).body.items as Conversation[];
      const carolView = (await getAs(carol, '/api/messages/conversations').expect(200)).body.items as Conversation[];

      expect(bobView.map((c) => [c.user.username, c.lastMessage.content, c.unreadCount])).toEqual([
        ['dave', 'd1', 1],
        ['alice', 'b2', 0],
      ]);
      expect(carolView.map((c) => [c.user.username, c.lastMessage.content, c.unreadCount])).toEqual([
        ['alice', 'c3', 1],
      ]);
    });

    it('pages with the cursor without repeating or skipping a conversation', async () => {
      await seedConversations();
      await sendAs(dave, alice, 'hi from dave');

      const first = (await getAs(alice, '/api/messages/conversations?limit=2').expect(200)).body;
      const second = (await getAs(alice, `/api/messages/conversations?limit=2&cursor=${first.nextCursor}`).expect(200))
        .body;

      expect((first.items as Conversation[]).map((c) => c.user.username)).toEqual(['dave', 'bob']);
      expect(first.nextCursor).toEqual(expect.any(String));
      expect((second.items as Conversation[]).map((c) => c.user.username)).toEqual(['carol']);
      expect(second.nextCursor).toBeNull();
    });

    it('is empty for a user with no messages', async () => {
      const response = await getAs(dave, '/api/messages/conversations').expect(200);
      expect(response.body).toEqual({ items: [], nextCursor: null });
    });

    it.each([['cursor=abc'], ['cursor=0'], ['limit=0'], ['limit=101'], ['limit=x'], ['sort=asc']])(
      'answers 400 for the query %s',
      async (query) => {
        const response = await getAs(alice, `/api/messages/conversations?${query}`).expect(400);
        expect(response.body.errors[0].field).toBe(query.split('=')[0]);
      },
    );

    it('refuses a signed-out caller with 401', async () => {
      await request(t.http).get('/api/messages/conversations').expect(401);
    });
  });

  describe('GET /api/messages/with/{userId}', () => {
    it('returns the thread with that user only, oldest first, with the other user', async () => {
      await seedConversations();
      await sendAs(alice, carol, 'c4');

      const response = await getAs(alice, `/api/messages/with/${carol.id}`).expect(200);

      expect(response.body.user).toMatchObject({ id: carol.id, username: 'carol', displayName: 'Carol King' });
      expect((response.body.items as Message[]).map((m) => m.content)).toEqual(['c1', 'c2', 'c3', 'c4']);
      expect(response.body.nextCursor).toBeNull();
      expect((response.body.items as Message[])[1]).toMatchObject({ senderId: carol.id, receiverId: alice.id });
    });

    it('gives the newest page first and older pages through the cursor, each oldest first', async () => {
      await seedConversations();
      await sendAs(alice, carol, 'c4');

      const first = (await getAs(alice, `/api/messages/with/${carol.id}?limit=3`).expect(200)).body;
      const second = (
        await getAs(alice, `/api/messages/with/${carol.id}?limit=3&cursor=${first.nextCursor}`).expect(200)
      ).body;

      expect((first.items as Message[]).map((m) => m.content)).toEqual(['c2', 'c3', 'c4']);
      expect((second.items as Message[]).map((m) => m.content)).toEqual(['c1']);
      expect(second.nextCursor).toBeNull();
    });

    it('is the same thread seen from the other side', async () => {
      await seedConversations();
      const response = await getAs(carol, `/api/messages/with/${alice.id}`).expect(200);
      expect((response.body.items as Message[]).map((m) => m.content)).toEqual(['c1', 'c2', 'c3']);
    });

    it('returns an empty thread with a user never written to, so a first message can be composed', async () => {
      const response = await getAs(alice, `/api/messages/with/${dave.id}`).expect(200);
      expect(response.body).toEqual({
        user: {
          id: dave.id,
          username: 'dave',
          displayName: 'dave',
          profileImageUrl: null,
          role: 'user',
          isRoot: false,
          flairs: [],
        },
        items: [],
        nextCursor: null,
      });
    });

    it('shows the root account as ROOT', async () => {
      const response = await getAs(alice, `/api/messages/with/${ROOT_USER_ID}`).expect(200);
      expect(response.body.user.displayName).toBe('ROOT');
    });

    it('answers 404 for an unknown user and for an id that is not a uuid', async () => {
      const unknown = await getAs(alice, '/api/messages/with/9b2f0a4e-1111-4c1d-8e2f-123456789abc').expect(404);
      expect(unknown.body.message).toBe('User Not Found');
      await getAs(alice, '/api/messages/with/not-a-uuid').expect(404);
    });

    it('answers 400 for a thread with yourself', async () => {
      const response = await getAs(alice, `/api/messages/with/${alice.id}`).expect(400);
      expect(response.body.message).toBe('You cannot send a message to yourself.');
    });

    it('refuses a signed-out caller with 401', async () => {
      await request(t.http).get(`/api/messages/with/${alice.id}`).expect(401);
    });
  });

  describe('unread count and POST /api/messages/with/{userId}/read', () => {
    it('counts every unread message received, from everyone', async () => {
      await seedConversations();
      expect((await getAs(alice, '/api/messages/unread-count').expect(200)).body).toEqual({ count: 4 });
      expect((await getAs(bob, '/api/messages/unread-count').expect(200)).body).toEqual({ count: 1 });
      expect((await getAs(dave, '/api/messages/unread-count').expect(200)).body).toEqual({ count: 0 });
    });

    it("marks only that user's messages to the caller as read, once", async () => {
      await seedConversations();

      const first = await markRead(alice, carol.id).expect(200);
      const again = await markRead(alice, carol.id).expect(200);

      expect(first.body).toEqual({ updated: 2 });
      expect(again.body).toEqual({ updated: 0 });
      expect((await getAs(alice, '/api/messages/unread-count').expect(200)).body).toEqual({ count: 2 });
      const conversations = (await getAs(alice, '/api/messages/conversations').expect(200)).body
        .items as Conversation[];
      expect(conversations.map((c) => [c.user.username, c.unreadCount])).toEqual([
        ['bob', 2],
        ['carol', 0],
      ]);
      const thread = (await getAs(alice, `/api/messages/with/${carol.id}`).expect(200)).body.items as Message[];
      expect(thread.map((m) => [m.content, m.readAt !== null])).toEqual([
        ['c1', false], // alice sent it: only carol can read it
        ['c2', true],
        ['c3', true],
      ]);
      // carol's own unread message from alice is untouched
      expect((await getAs(carol, '/api/messages/unread-count').expect(200)).body).toEqual({ count: 1 });
    });

    it("reads that conversation's new-message notifications too, and no one else's", async () => {
      await sendAs(bob, alice, 'b1');
      await sendAs(bob, alice, 'b2');
      await sendAs(carol, alice, 'c1');
      const bell = async () => (await getAs(alice, '/api/notifications/unread-count').expect(200)).body.count;
      expect(await bell()).toBe(3);

      await markRead(alice, bob.id).expect(200);
      expect(await bell()).toBe(1);
      const unread = await t.dataSource.query<{ actor_id: string }[]>(
        `SELECT actor_id FROM notifications WHERE user_id = $1 AND read_at IS NULL`,
        [alice.id],
      );
      expect(unread).toEqual([{ actor_id: carol.id }]);
    });

    it('records the read in the audit log only when something was marked', async () => {
      await seedConversations();
      await markRead(alice, carol.id).expect(200);
      await markRead(alice, carol.id).expect(200);
      await markRead(alice, dave.id).expect(200);

      const entries = await t.dataSource.getRepository(AuditLogEntry).findBy({ action: 'message.read' });
      expect(entries.map((e) => [e.actorId, e.targetUserId, e.details])).toEqual([[alice.id, carol.id, { count: 2 }]]);
    });

    it('answers 404 for an unknown user, 400 for yourself and 401 when signed out', async () => {
      await markRead(alice, '9b2f0a4e-1111-4c1d-8e2f-123456789abc').expect(404);
      await markRead(alice, 'nope').expect(404);
      await markRead(alice, alice.id).expect(400);
      await request(t.http).post(`/api/messages/with/${bob.id}/read`).set('Origin', SITE_ORIGIN).expect(401);
      await request(t.http).get('/api/messages/unread-count').expect(401);
    });
  });

  describe('when Direct Messages are restricted to admins', () => {
    it('answers 403 to a user on every inbox route and serves an admin', async () => {
      const admin = await createUser(t.dataSource, { role: UserRole.Admin });
      cookies[admin.id] = await sessionCookieFor(t.dataSource, admin.id);
      await request(t.http)
        .put('/api/admin/feature-access')
        .set('Origin', SITE_ORIGIN)
        .set('Cookie', cookies[admin.id])
        .send({ mode: 'admins' })
        .expect(200);

      await getAs(alice, '/api/messages/conversations').expect(403);
      await getAs(alice, `/api/messages/with/${bob.id}`).expect(403);
      await getAs(alice, '/api/messages/unread-count').expect(403);
      await markRead(alice, bob.id).expect(403);

      await getAs(admin, '/api/messages/conversations').expect(200);
      await getAs(admin, `/api/messages/with/${bob.id}`).expect(200);
      await getAs(admin, '/api/messages/unread-count').expect(200);
      await markRead(admin, bob.id).expect(200);
    });
  });
});
