import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createArticle } from '../factories/article.factory.js';
import { createUser } from '../factories/user.factory.js';
import { statusesInTurn, useTestAppWithEnv } from '../utils/app-with-env.js';
import { SITE_ORIGIN } from '../utils/sessions.js';

describe('Support requests have their own limit per address', () => {
  const t = useTestAppWithEnv('support-limit', { TRUST_PROXY: 'loopback', RATE_LIMIT_SUPPORT_REQUESTS: '2' });

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
    expect(await statusesInTurn(3, () => send('203.0.113.7'))).toEqual([201, 201, 429]);
    expect((await send('203.0.113.8')).status).toBe(201);
  });
});
