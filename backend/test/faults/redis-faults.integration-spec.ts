import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { createArticle } from '../factories/article.factory.js';
import { createUser } from '../factories/user.factory.js';
import { openEventStream } from '../messages/event-stream-client.js';
import { sessionCookieFor } from '../utils/sessions.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';
import { expectExactlyOnce, sendMessage, sleep, until } from './fault-helpers.js';
import { TcpFaultProxy } from './tcp-fault-proxy.js';

/**
 * Redis stuck or lost while the site serves traffic, through a TCP proxy between the API and Redis.
 * The bounds below are the deadlines users and load balancers depend on; without them a stuck Redis
 * holds each request for the whole fault.
 */
describe('Faults: Redis paused, cut and restarted', () => {
  const realRedisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  let proxy: TcpFaultProxy;
  let t: TestApp;
  let port: number;
  let alice: User;
  let bob: User;
  let aliceCookie: string;
  let bobCookie: string;

  beforeAll(async () => {
    const target = new URL(realRedisUrl);
    proxy = new TcpFaultProxy(target.hostname, Number(target.port || 6379));
    await proxy.start();
    process.env.REDIS_URL = proxy.urlFor(realRedisUrl);
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    port = (t.http.address() as AddressInfo).port;
    await resetDatabase(t.dataSource);
    alice = await createUser(t.dataSource);
    bob = await createUser(t.dataSource);
    aliceCookie = await sessionCookieFor(t.dataSource, alice.id);
    bobCookie = await sessionCookieFor(t.dataSource, bob.id);
    await createArticle(t.dataSource, alice);
  });
  afterEach(() => {
    proxy.resume();
    proxy.refuse(false);
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
    process.env.REDIS_URL = realRedisUrl;
  });

  it(
    'Redis paused 15 s: health says 503 naming redis within 2 s, reads stay fast, writes are acknowledged ' +
      'and present exactly once, and health recovers after',
    async () => {
      await request(t.http).get('/api/health').expect(200);
      proxy.pause();
      const pauseEnds = Date.now() + 15_000;

      // What operators (and load balancers) see: a 503 naming Redis, not a hang.
      const health = await request(t.http).get('/api/health').timeout(2000);
      expect(health.status).toBe(503);
      expect(health.body).toEqual({ status: 'error', failing: ['redis'] });

      // What readers see: articles as usual (the rate limit fails open without waiting on Redis).
      // What writers see: their message is sent (its live event is best effort).
      const acknowledged: string[] = [];
      let round = 0;
      while (Date.now() < pauseEnds) {
        // Bounded well below the 15 s pause: a request waiting on Redis would take the whole pause.
        const articles = await request(t.http).get('/api/articles').timeout(3000);
        expect(articles.status).toBe(200);
        if (round % 3 === 0) {
          const sent = await sendMessage(t, aliceCookie, bob.id, `paused write ${round}`, 5000);
          expect(sent.status).toBe(201);
          acknowledged.push(sent.content);
        }
        round += 1;
        await sleep(500);
      }
      proxy.resume();

      await until(async () => (await request(t.http).get('/api/health')).status === 200, 5000);
      await expectExactlyOnce(t.dataSource, acknowledged);
      expect(acknowledged.length).toBeGreaterThanOrEqual(4);
    },
    40_000,
  );

  it('Redis cut and down for 2 s: the site keeps serving, then reconnects by itself; open streams end and a new stream gets live events again', async () => {
    const stream = await openEventStream(`http://127.0.0.1:${port}/api/messages/stream`, bobCookie);
    await stream.next((event) => event.type === 'ready');

    proxy.refuse(true);
    proxy.cut();
    // What a reader with an open inbox sees: the stream ends (the browser reconnects after its retry hint).
    await stream.ended;
    const health = await request(t.http).get('/api/health').timeout(2000);
    expect(health.body).toEqual({ status: 'error', failing: ['redis'] });
    await request(t.http).get('/api/articles').timeout(1500).expect(200);
    const during = await sendMessage(t, aliceCookie, bob.id, 'sent while redis was down', 3000);
    expect(during.status).toBe(201);
    await sleep(2000);
    proxy.refuse(false);

    // Redis is back: the clients reconnect without a restart of the API.
    await until(async () => (await request(t.http).get('/api/health')).status === 200, 10_000);
    const reopened = await openEventStream(`http://127.0.0.1:${port}/api/messages/stream`, bobCookie);
    try {
      await reopened.next((event) => event.type === 'ready', 5000);
      // The inbox refetch on `ready` shows what was sent while the stream was down...
      const inbox = await request(t.http).get(`/api/messages/with/${alice.id}`).set('Cookie', bobCookie).expect(200);
      expect(JSON.stringify(inbox.body)).toContain('sent while redis was down');
      // ...and new messages arrive live again.
      const after = await sendMessage(t, aliceCookie, bob.id, 'sent after redis came back');
      expect(after.status).toBe(201);
      await reopened.next((event) => event.type === 'message' && JSON.stringify(event).includes('came back'));
    } finally {
      reopened.close();
    }
    await expectExactlyOnce(t.dataSource, ['sent while redis was down', 'sent after redis came back']);
  }, 30_000);
});
