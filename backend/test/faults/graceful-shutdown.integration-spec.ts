import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import request from 'supertest';
import { GracefulShutdown } from '../../src/common/http/graceful-shutdown.js';
import { MessageStreamHub } from '../../src/modules/messages/realtime/message-stream.hub.js';
import { createArticle } from '../factories/article.factory.js';
import { createUser } from '../factories/user.factory.js';
import { sessionCookieFor } from '../utils/sessions.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';
import { sendMessage, until } from './fault-helpers.js';

/** The raw text of an event stream, as the browser receives it, until the server ends it. */
function readStream(url: string, cookie: string) {
  let text = '';
  const ended = new Promise<string>((resolve, reject) => {
    get(url, { headers: { Accept: 'text/event-stream', Cookie: cookie } }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('close', () => resolve(text));
    }).on('error', reject);
  });
  return { ended, text: () => text };
}

describe('Faults: the API is told to stop (SIGTERM) while serving', () => {
  let t: TestApp;
  let closed = false;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    if (!closed) await t.close();
  });

  it(
    'what users see: a request already started completes, acknowledged writes are kept, open streams end with a ' +
      'retry hint (the browser reconnects elsewhere), and new connections go to other instances',
    async () => {
      await resetDatabase(t.dataSource);
      const alice = await createUser(t.dataSource);
      const bob = await createUser(t.dataSource);
      await createArticle(t.dataSource, alice);
      const aliceCookie = await sessionCookieFor(t.dataSource, alice.id);
      const bobCookie = await sessionCookieFor(t.dataSource, bob.id);
      const shutdown = new GracefulShutdown(t.app, { graceMs: 10_000, streams: t.app.get(MessageStreamHub) });
      await t.app.listen(0, '127.0.0.1');
      const base = `http://127.0.0.1:${(t.http.address() as AddressInfo).port}`;

      const acknowledged = await sendMessage(t, aliceCookie, bob.id, 'sent before the signal');
      expect(acknowledged.status).toBe(201);
      const stream = readStream(`${base}/api/messages/stream`, bobCookie);
      await until(() => Promise.resolve(stream.text().includes('"type":"ready"')), 5000, 20);

      // A request in flight when the signal comes: it waits on a lock held here.
      const locker = new Client({ connectionString: process.env.DATABASE_URL });
      await locker.connect();
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE "articles" IN ACCESS EXCLUSIVE MODE');
      const inFlight = request(base)
        .get('/api/articles')
        .timeout(15_000)
        .then((response) => response);
      await until(() => Promise.resolve(shutdown.requestsInFlight >= 2), 5000, 20);

      const drained = shutdown.drain();
      // The stream ends at once, its last line telling EventSource to reconnect within 1 to 3 s.
      const text = await stream.ended;
      expect(text).toMatch(/retry: (1\d{3}|2\d{3}|3000)\n\n$/);
      // No new connections: the load balancer sends them to another instance.
      await until(
        async () =>
          request(base)
            .get('/api/health')
            .timeout(1000)
            .then(
              () => false,
              (error: NodeJS.ErrnoException) => error.code === 'ECONNREFUSED',
            ),
        3000,
        20,
      );
      // The request started before the signal still completes.
      await locker.query('ROLLBACK');
      await locker.end();
      const response = await inFlight;
      expect(response.status).toBe(200);
      await drained;
      closed = true;

      // The acknowledged write is there, once.
      const check = new Client({ connectionString: process.env.DATABASE_URL });
      await check.connect();
      try {
        const { rows } = await check.query(
          `SELECT COUNT(*)::int AS "count" FROM "direct_messages" WHERE "content" = 'sent before the signal'`,
        );
        expect(rows[0].count).toBe(1);
      } finally {
        await check.end();
      }
    },
    30_000,
  );
});
