import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createArticle } from '../factories/article.factory.js';
import { createUser } from '../factories/user.factory.js';
import { SITE_ORIGIN } from '../utils/sessions.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';

const NAMES = ['TRUST_PROXY', 'RATE_LIMIT_SUPPORT_REQUESTS', 'BULLMQ_PREFIX'] as const;

describe('Support requests have their own limit per address', () => {
  let t: TestApp;
  const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));

  beforeAll(async () => {
    process.env.TRUST_PROXY = 'loopback';
    process.env.RATE_LIMIT_SUPPORT_REQUESTS = '2';
    process.env.BULLMQ_PREFIX = `${saved.BULLMQ_PREFIX ?? 'irl'}-support-limit-${process.pid}`;
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

  it('refuses a third request from one address within the hour (RATE_LIMIT_SUPPORT_REQUESTS), not from another', async () => {
    const article = await createArticle(t.dataSource, await createUser(t.dataSource));
    const send = (address: string) =>
      request(t.http).post('/api/support/requests').set('Origin', SITE_ORIGIN).set('X-Forwarded-For', address).send({
        kind: 'correction',
        subjectKind: 'article',
        subjectId: article.id,
        name: 'Jane Roe',
        email: 'jane@example.test',
        relationship: 'Named in it',
        message: 'The date is wrong.',
        submissionKey: randomUUID(),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await send('203.0.113.7')).status);
    expect(statuses).toEqual([201, 201, 429]);
    expect((await send('203.0.113.8')).status).toBe(201);
  });
});
