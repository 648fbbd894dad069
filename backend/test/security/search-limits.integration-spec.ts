import request from 'supertest';
import { DataSource } from 'typeorm';
import { createArticle } from '../factories/article.factory.js';
import { createUser } from '../factories/user.factory.js';
import { sessionCookieFor } from '../utils/sessions.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';

const NAMES = ['TRUST_PROXY', 'RATE_LIMIT_SEARCH', 'SEARCH_STATEMENT_TIMEOUT_MS', 'BULLMQ_PREFIX'] as const;

describe('Search has its own limits', () => {
  let t: TestApp;
  const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));

  beforeAll(async () => {
    process.env.TRUST_PROXY = 'loopback';
    process.env.RATE_LIMIT_SEARCH = '3';
    process.env.SEARCH_STATEMENT_TIMEOUT_MS = '300';
    process.env.BULLMQ_PREFIX = `${saved.BULLMQ_PREFIX ?? 'irl'}-search-${process.pid}`;
    t = await createTestApp();
    await resetDatabase(t.dataSource);
  });
  afterAll(async () => {
    await t.close();
    for (const name of NAMES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it('limits searches per user, whatever address they come from', async () => {
    const user = await createUser(t.dataSource);
    const cookie = await sessionCookieFor(t.dataSource, user.id);
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i++) {
      const response = await request(t.http)
        .get('/api/articles/search')
        .query({ q: 'bonding' })
        .set('Cookie', cookie)
        .set('X-Forwarded-For', `203.0.113.${i}`);
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('answers 503 with a message when the search runs past its statement timeout', async () => {
    const author = await createUser(t.dataSource);
    await createArticle(t.dataSource, author, { title: 'Bonding backpacks' });
    const cookie = await sessionCookieFor(t.dataSource, (await createUser(t.dataSource)).id);
    // Another connection holds the articles table: the search waits on the lock until its timeout.
    const { url } = t.dataSource.options as { url: string };
    const blocker = new DataSource({ type: 'postgres', url });
    await blocker.initialize();
    const runner = blocker.createQueryRunner();
    try {
      await runner.startTransaction();
      await runner.query('LOCK TABLE "articles" IN ACCESS EXCLUSIVE MODE');
      const started = Date.now();
      const response = await request(t.http).get('/api/articles/search').query({ q: 'bonding' }).set('Cookie', cookie);
      expect(response.status).toBe(503);
      expect(response.body.message).toBe('The search took too long. Please try again with more specific words.');
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
      await blocker.destroy();
    }
  });
});
