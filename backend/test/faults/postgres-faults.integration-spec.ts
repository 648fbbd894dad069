import { Client } from 'pg';
import request from 'supertest';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { createArticle } from '../factories/article.factory.js';
import { createUser } from '../factories/user.factory.js';
import { sessionCookieFor } from '../utils/sessions.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';
import { expectExactlyOnce, sendMessage, sleep, until } from './fault-helpers.js';
import { TcpFaultProxy } from './tcp-fault-proxy.js';

const realDatabaseUrl = () => process.env.DATABASE_URL!;

/** Starts the app with these environment values (the pool reads them when it is created). */
async function appWith(env: Record<string, string>): Promise<TestApp> {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    return await createTestApp();
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

async function withClient<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: realDatabaseUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

// Seeds through an app without the short deadlines some tests set (TRUNCATE may wait on other sessions).
let base: TestApp;
beforeAll(async () => {
  base = await createTestApp();
});
afterAll(() => base.close());

async function seedUsers(): Promise<{ alice: User; bob: User; aliceCookie: string }> {
  const t = base;
  await resetDatabase(t.dataSource);
  const alice = await createUser(t.dataSource);
  const bob = await createUser(t.dataSource);
  await createArticle(t.dataSource, alice);
  return { alice, bob, aliceCookie: await sessionCookieFor(t.dataSource, alice.id) };
}

describe('Faults: PostgreSQL connections killed under load', () => {
  const applicationName = `faults-kill-${process.pid}`;
  let t: TestApp;

  beforeAll(async () => {
    t = await appWith({ DATABASE_APPLICATION_NAME: applicationName, DATABASE_POOL_SIZE: '5' });
  });
  afterAll(() => t.close());

  it('what users see: a few sends may get 503 (retry), none is lost or doubled, and requests recover at once', async () => {
    const { bob, aliceCookie } = await seedUsers();
    const results: { status: number; content: string; retryAfter?: string }[] = [];
    let next = 0;
    const sender = async () => {
      while (next < 60) {
        const index = next++;
        results.push(await sendMessage(t, aliceCookie, bob.id, `under load ${index}`));
      }
    };
    let terminated = 0;
    const killer = async () => {
      for (let round = 0; round < 3; round += 1) {
        await sleep(150);
        const killed = await withClient((client) =>
          client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [
            applicationName,
          ]),
        );
        terminated += killed.rowCount ?? 0;
      }
    };
    await Promise.all([sender(), sender(), sender(), sender(), killer()]);

    expect(terminated).toBeGreaterThan(0);
    // Every answer is an acknowledgement or a clear "try again": never a 500.
    for (const result of results) {
      expect([201, 503]).toContain(result.status);
      if (result.status === 503) expect(result.retryAfter).toBe('2');
    }
    // Recovered: the pool replaced the killed connections.
    const after = await sendMessage(t, aliceCookie, bob.id, 'after the kills');
    expect(after.status).toBe(201);
    await request(t.http).get('/api/articles').expect(200);
    await expectExactlyOnce(
      t.dataSource,
      [...results.filter((r) => r.status === 201).map((r) => r.content), after.content],
      results.filter((r) => r.status !== 201).map((r) => r.content),
    );
  }, 30_000);
});

describe('Faults: PostgreSQL slow (a statement waits on a lock)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await appWith({ DATABASE_STATEMENT_TIMEOUT_MS: '1000' });
  });
  afterAll(() => t.close());

  it('what users see: a clear 503 with Retry-After after the statement timeout, not a hang; then normal answers', async () => {
    const { bob, aliceCookie } = await seedUsers();
    await withClient(async (locker) => {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE "articles", "direct_messages" IN ACCESS EXCLUSIVE MODE');
      try {
        const read = await request(t.http).get('/api/articles').timeout(5000);
        expect(read.status).toBe(503);
        expect(read.headers['retry-after']).toBe('2');
        expect(read.body).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
        const write = await sendMessage(t, aliceCookie, bob.id, 'while the table was locked', 5000);
        expect(write.status).toBe(503);
      } finally {
        await locker.query('ROLLBACK');
      }
    });
    await request(t.http).get('/api/articles').expect(200);
    const write = await sendMessage(t, aliceCookie, bob.id, 'after the lock');
    expect(write.status).toBe(201);
    // The refused write was not stored; the acknowledged one is, once.
    await expectExactlyOnce(t.dataSource, ['after the lock'], ['while the table was locked']);
    const [{ count }] = await t.dataSource.query<{ count: number }[]>(
      `SELECT COUNT(*)::int AS "count" FROM "direct_messages" WHERE "content" = 'while the table was locked'`,
    );
    expect(count).toBe(0);
  }, 30_000);
});

describe('Faults: PostgreSQL hung (connections open, no answers)', () => {
  let proxy: TcpFaultProxy;
  let t: TestApp;

  beforeAll(async () => {
    const target = new URL(realDatabaseUrl());
    proxy = new TcpFaultProxy(target.hostname, Number(target.port || 5432));
    await proxy.start();
    t = await appWith({
      DATABASE_URL: proxy.urlFor(realDatabaseUrl()),
      DATABASE_POOL_SIZE: '3',
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
    });
    await seedUsers();
  });
  afterAll(async () => {
    proxy.resume();
    await t.close();
    await proxy.close();
  });

  it('what operators see: health 503 naming the database within 2 s; users: 503 with Retry-After once the pool is busy, not a queue without end; all recovers after', async () => {
    await request(t.http).get('/api/health').expect(200);
    proxy.pause();

    const health = await request(t.http).get('/api/health').timeout(2000);
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ status: 'error', failing: ['database'] });

    // These take the remaining pooled connections and wait for PostgreSQL...
    const held = [0, 1, 2].map(() => request(t.http).get('/api/articles').timeout(20_000));
    await sleep(300);
    // ...so the next request cannot get a connection: it is told to retry instead of waiting.
    const refused = await request(t.http).get('/api/articles').timeout(3000);
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');

    proxy.resume();
    // The held requests complete once PostgreSQL answers again, and the site is healthy.
    for (const response of await Promise.all(held)) expect([200, 503]).toContain(response.status);
    await until(async () => (await request(t.http).get('/api/health')).status === 200, 5000);
    await request(t.http).get('/api/articles').expect(200);
  }, 30_000);
});
