import request from 'supertest';
import { DataSource } from 'typeorm';
import { createArticle } from '../factories/article.factory.js';
import { createUser } from '../factories/user.factory.js';
import { statusesInTurn, useTestAppWithEnv } from '../utils/app-with-env.js';
import { sessionCookieFor } from '../utils/sessions.js';

describe('Search has its own limits', () => {
  const t = useTestAppWithEnv('search', {
    TRUST_PROXY: 'loopback',
    RATE_LIMIT_SEARCH: '3',
    SEARCH_STATEMENT_TIMEOUT_MS: '300',
  });

  it('limits searches per user, whatever address they come from', async () => {
    const user = await createUser(t.dataSource);
    const cookie = await sessionCookieFor(t.dataSource, user.id);
    const statuses = await statusesInTurn(4, (turn) =>
      request(t.http)
        .get('/api/articles/search')
        .query({ q: 'bonding' })
        .set('Cookie', cookie)
        .set('X-Forwarded-For', `203.0.113.${turn}`),
    );
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
