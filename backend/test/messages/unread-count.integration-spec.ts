import { UserRole } from '../../src/modules/users/user-role.js';
import { MessagesService } from '../../src/modules/messages/messages.service.js';
import { as, captureQueries, signedIn, type Actor } from '../articles/article-fixtures.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';

interface Conversation {
  user: { username: string };
  unreadCount: number;
}

/*
 * The header's Messages badge reads GET /api/messages/unread-count. It must say what the inbox says:
 * the sum of the unread counts of the conversations the inbox lists, whatever happened to them since.
 */
describe('GET /api/messages/unread-count: the badge agrees with the inbox', () => {
  let t: TestApp;
  let alice: Actor;
  let bob: Actor;
  let carol: Actor;
  let dave: Actor;

  const send = async (from: Actor, to: Actor, content: string): Promise<string> =>
    (await as(t, from).post('/api/messages').send({ receiverId: to.user.id, content }).expect(201)).body.id as string;
  const badge = async (actor: Actor): Promise<number> =>
    ((await as(t, actor).get('/api/messages/unread-count').expect(200)).body as { count: number }).count;
  const inbox = async (actor: Actor): Promise<[string, number][]> =>
    ((await as(t, actor).get('/api/messages/conversations').expect(200)).body.items as Conversation[]).map((c) => [
      c.user.username,
      c.unreadCount,
    ]);
  const inboxUnread = async (actor: Actor): Promise<number> =>
    (await inbox(actor)).reduce((sum, [, unread]) => sum + unread, 0);

  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    await resetDatabase(t.dataSource);
    alice = await signedIn(t.dataSource, { username: 'alice' });
    bob = await signedIn(t.dataSource, { username: 'bob' });
    carol = await signedIn(t.dataSource, { username: 'carol' });
    dave = await signedIn(t.dataSource, { username: 'dave' });
    await send(bob, alice, 'b1');
    await send(bob, alice, 'b2');
    await send(carol, alice, 'c1');
    await send(dave, alice, 'd1');
    await send(alice, dave, 'a1'); // sent by alice: never hers to read
  });
  afterAll(() => t.close());

  it('is the sum of the inbox unread counts, and drops by a conversation when it is read', async () => {
    expect(await inbox(alice)).toEqual([
      ['dave', 1],
      ['carol', 1],
      ['bob', 2],
    ]);
    expect(await badge(alice)).toBe(4);
    expect(await badge(dave)).toBe(1);

    await as(t, alice).post(`/api/messages/with/${bob.user.id}/read`).expect(200);

    expect(await badge(alice)).toBe(2);
    expect(await inboxUnread(alice)).toBe(2);
  });

  it("keeps a blocked member's unread messages, as the inbox still lists them, until they are read", async () => {
    await as(t, alice).put(`/api/blocks/${carol.user.id}`).expect(200);

    expect(await inbox(alice)).toContainEqual(['carol', 1]);
    expect(await badge(alice)).toBe(4);
    expect(await inboxUnread(alice)).toBe(4);

    await as(t, alice).post(`/api/messages/with/${carol.user.id}/read`).expect(200);
    expect(await badge(alice)).toBe(3);
  });

  it("leaves out a deleted account's messages and a message a moderator removed, as the inbox does", async () => {
    await as(t, bob).post('/api/account/delete').send({ confirmUsername: 'bob' }).expect(200);
    expect(await inbox(alice)).toEqual([
      ['dave', 1],
      ['carol', 1],
    ]);
    expect(await badge(alice)).toBe(2);

    const removed = await send(carol, alice, 'c2');
    expect(await badge(alice)).toBe(3);
    const moderator = await signedIn(t.dataSource, { username: 'mona', role: UserRole.Moderator });
    await t.dataSource.transaction((manager) =>
      t.app.get(MessagesService).deleteForModeration(manager, removed, moderator.user),
    );

    expect(await badge(alice)).toBe(2);
    expect(await inboxUnread(alice)).toBe(2);
  });

  it('reads the messages table in one statement', async () => {
    const statements = await captureQueries(t.dataSource, () =>
      as(t, alice).get('/api/messages/unread-count').expect(200),
    );
    expect(statements.filter((sql) => sql.includes('direct_messages'))).toHaveLength(1);
  });
});
