import request from 'supertest';
import { createUser } from '../factories/user.factory.js';
import { sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';

const NAMES = ['TRUST_PROXY', 'RATE_LIMIT_REPORTS', 'BULLMQ_PREFIX'] as const;

describe('Reports have their own limit', () => {
  let t: TestApp;
  const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));

  beforeAll(async () => {
    process.env.TRUST_PROXY = 'loopback';
    process.env.RATE_LIMIT_REPORTS = '2';
    process.env.BULLMQ_PREFIX = `${saved.BULLMQ_PREFIX ?? 'irl'}-reports-${process.pid}`;
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

  it('limits a member to RATE_LIMIT_REPORTS reports a minute, whatever address they come from', async () => {
    const reporter = await createUser(t.dataSource);
    const cookie = await sessionCookieFor(t.dataSource, reporter.id);
    const statuses: number[] = [];
    for (let i = 1; i <= 3; i++) {
      const reported = await createUser(t.dataSource);
      const response = await request(t.http)
        .post('/api/reports')
        .set('Cookie', cookie)
        .set('Origin', SITE_ORIGIN)
        .set('X-Forwarded-For', `203.0.113.${i}`)
        .send({ subjectKind: 'profile', subjectId: reported.id, reason: 'spam' });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});
