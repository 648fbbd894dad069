import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import request from 'supertest';
import { MessageStreamHub } from '../../src/modules/messages/realtime/message-stream.hub.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { createUser } from '../factories/user.factory.js';
import { sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';
import { eventually, openEventStream, type EventStreamConnection } from './event-stream-client.js';

async function listen(t: TestApp): Promise<string> {
  await t.app.listen(0, '127.0.0.1');
  const { port } = t.http.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

describe('Live message delivery over server-sent events, across API instances', () => {
  // Two instances of the API on the same PostgreSQL and Redis, as behind a load balancer.
  let instanceA: TestApp;
  let instanceB: TestApp;
  let baseA: string;
  let redis: Redis;
  let alice: User;
  let bob: User;
  let carol: User;
  const cookies: Record<string, string> = {};
  const open: EventStreamConnection[] = [];

  const streamOnA = async (user: User) => {
    const connection = await openEventStream(`${baseA}/api/messages/stream`, cookies[user.id]);
    open.push(connection);
    return connection;
  };
  const channelOf = (user: User) => `${process.env.BULLMQ_PREFIX}:messages:user:${user.id}`;
  const subscribersInRedis = async (user: User) =>
    Number(((await redis.pubsub('NUMSUB', channelOf(user))) as [string, number])[1]);
  const sendOnB = (from: User, to: User, content: string) =>
    request(instanceB.http)
      .post('/api/messages')
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', cookies[from.id])
      .send({ receiverId: to.id, content })
      .expect(201);

  beforeAll(async () => {
    instanceA = await createTestApp();
    instanceB = await createTestApp();
    baseA = await listen(instanceA);
    redis = new Redis(process.env.REDIS_URL!);
  });
  beforeEach(async () => {
    await resetDatabase(instanceA.dataSource);
    alice = await createUser(instanceA.dataSource, { username: 'alice' });
    bob = await createUser(instanceA.dataSource, { username: 'bob' });
    carol = await createUser(instanceA.dataSource, { username: 'carol' });
    for (const user of [alice, bob, carol]) cookies[user.id] = await sessionCookieFor(instanceA.dataSource, user.id);
  });
  afterEach(async () => {
    for (const connection of open.splice(0)) connection.close();
    const hub = instanceA.app.get(MessageStreamHub);
    await eventually(() => [alice, bob, carol].every((user) => !hub.isSubscribed(user.id)));
  });
  afterAll(async () => {
    redis.disconnect();
    await instanceA.close();
    await instanceB.close();
  });

  it('opens an event stream with headers that keep proxies from buffering, then says it is ready', async () => {
    const stream = await streamOnA(bob);

    expect(stream.response.statusCode).toBe(200);
    expect(stream.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers['cache-control']).toBe('no-cache, no-transform');
    expect(stream.response.headers['x-accel-buffering']).toBe('no');
    await expect(stream.next((e) => e.type === 'ready')).resolves.toEqual({ type: 'ready' });
  });

  it("delivers a message sent through instance B to the receiver's stream on instance A", async () => {
    const stream = await streamOnA(bob);
    await stream.next((e) => e.type === 'ready');

    const sent = await sendOnB(alice, bob, 'Hello across instances');

    const event = await stream.next((e) => e.type === 'message');
    expect(event).toEqual({ type: 'message', message: sent.body });
    expect(sent.body).toMatchObject({ senderId: alice.id, receiverId: bob.id, content: 'Hello across instances' });
  });

  it("delivers the message to the sender's own streams too, so their other tabs update", async () => {
    const senderTab = await streamOnA(alice);
    await senderTab.next((e) => e.type === 'ready');

    const sent = await sendOnB(alice, bob, 'From my other tab');

    expect(await senderTab.next((e) => e.type === 'message')).toEqual({ type: 'message', message: sent.body });
  });

  it('delivers to every open stream of the user, and only to that user', async () => {
    const firstTab = await streamOnA(bob);
    const secondTab = await streamOnA(bob);
    const carolStream = await streamOnA(carol);
    await Promise.all([firstTab, secondTab, carolStream].map((s) => s.next((e) => e.type === 'ready')));

    const toBob = await sendOnB(alice, bob, 'for bob');
    const toCarol = await sendOnB(alice, carol, 'for carol');

    expect(await firstTab.next((e) => e.type === 'message')).toEqual({ type: 'message', message: toBob.body });
    expect(await secondTab.next((e) => e.type === 'message')).toEqual({ type: 'message', message: toBob.body });
    expect(await carolStream.next((e) => e.type === 'message')).toEqual({ type: 'message', message: toCarol.body });
    // Bob's message was published before carol's, so carol's stream would already hold it if it leaked.
    expect(carolStream.events.filter((e) => e.type === 'message')).toHaveLength(1);
    expect(firstTab.events.filter((e) => e.type === 'message')).toHaveLength(1);
  });

  it('tells both users when the receiver reads the conversation', async () => {
    await sendOnB(alice, bob, 'one');
    await sendOnB(alice, bob, 'two');
    const bobStream = await streamOnA(bob);
    const aliceStream = await streamOnA(alice);
    await Promise.all([bobStream, aliceStream].map((s) => s.next((e) => e.type === 'ready')));

    await request(instanceB.http)
      .post(`/api/messages/with/${alice.id}/read`)
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', cookies[bob.id])
      .expect(200, { updated: 2 });

    const expected = {
      type: 'read',
      readerId: bob.id,
      senderId: alice.id,
      readAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      count: 2,
    };
    expect(await bobStream.next((e) => e.type === 'read')).toEqual(expected);
    expect(await aliceStream.next((e) => e.type === 'read')).toEqual(expected);
  });

  it("unsubscribes this instance from the user's channel when the last stream of that user closes", async () => {
    const hub = instanceA.app.get(MessageStreamHub);
    const firstTab = await streamOnA(bob);
    const secondTab = await streamOnA(bob);
    await Promise.all([firstTab, secondTab].map((s) => s.next((e) => e.type === 'ready')));
    expect(hub.streamCount(bob.id)).toBe(2);
    expect(await subscribersInRedis(bob)).toBe(1);

    firstTab.close();
    await eventually(() => hub.streamCount(bob.id) === 1);
    expect(hub.isSubscribed(bob.id)).toBe(true);
    expect(await subscribersInRedis(bob)).toBe(1);

    secondTab.close();
    await eventually(() => hub.streamCount(bob.id) === 0 && !hub.isSubscribed(bob.id));
    await eventually(async () => (await subscribersInRedis(bob)) === 0);
    expect(hub.streamCount(bob.id)).toBe(0);
    expect(await subscribersInRedis(bob)).toBe(0);
  });

  it('subscribes again when the user opens a new stream after closing the last one', async () => {
    const hub = instanceA.app.get(MessageStreamHub);
    const first = await streamOnA(bob);
    await first.next((e) => e.type === 'ready');
    first.close();
    await eventually(() => !hub.isSubscribed(bob.id));

    const again = await streamOnA(bob);
    await again.next((e) => e.type === 'ready');
    const sent = await sendOnB(alice, bob, 'welcome back');

    expect(await again.next((e) => e.type === 'message')).toEqual({ type: 'message', message: sent.body });
  });

  it('answers 406 to a client that does not ask for text/event-stream', async () => {
    const response = await request(instanceA.http)
      .get('/api/messages/stream')
      .set('Cookie', cookies[bob.id])
      .set('Accept', 'application/json')
      .expect(406);
    expect(response.body.message).toBe('This endpoint streams server-sent events: send Accept: text/event-stream.');
  });

  it('refuses a signed-out caller with 401', async () => {
    const stream = await openEventStream(`${baseA}/api/messages/stream`, '');
    open.push(stream);
    expect(stream.response.statusCode).toBe(401);
  });

  it('answers 403 to a user and streams to an admin when Direct Messages are restricted to admins', async () => {
    const admin = await createUser(instanceA.dataSource, { role: UserRole.Admin });
    cookies[admin.id] = await sessionCookieFor(instanceA.dataSource, admin.id);
    await request(instanceB.http)
      .put('/api/admin/feature-access')
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', cookies[admin.id])
      .send({ mode: 'admins' })
      .expect(200);

    const userStream = await streamOnA(bob);
    const adminStream = await streamOnA(admin);

    expect(userStream.response.statusCode).toBe(403);
    expect(adminStream.response.statusCode).toBe(200);
    await adminStream.next((e) => e.type === 'ready');
  });

  it('ends open streams when the instance shuts down, so shutdown does not hang', async () => {
    const instanceC = await createTestApp();
    const baseC = await listen(instanceC);
    const stream = await openEventStream(`${baseC}/api/messages/stream`, cookies[bob.id]);
    await stream.next((e) => e.type === 'ready');

    await instanceC.close();

    await stream.ended;
    expect(stream.response.complete).toBe(true);
  });
});
