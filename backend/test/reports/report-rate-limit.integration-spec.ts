import request from 'supertest';
import { createUser } from '../factories/user.factory.js';
import { statusesInTurn, useTestAppWithEnv } from '../utils/app-with-env.js';
import { sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';

describe('Reports have their own limit', () => {
  const t = useTestAppWithEnv('reports', { TRUST_PROXY: 'loopback', RATE_LIMIT_REPORTS: '2' });

  it('limits a member to RATE_LIMIT_REPORTS reports a minute, whatever address they come from', async () => {
    const reporter = await createUser(t.dataSource);
    const cookie = await sessionCookieFor(t.dataSource, reporter.id);
    const statuses = await statusesInTurn(3, async (turn) => {
      const reported = await createUser(t.dataSource);
      return request(t.http)
        .post('/api/reports')
        .set('Cookie', cookie)
        .set('Origin', SITE_ORIGIN)
        .set('X-Forwarded-For', `203.0.113.${turn}`)
        .send({ subjectKind: 'profile', subjectId: reported.id, reason: 'spam' });
    });
    expect(statuses).toEqual([201, 201, 429]);
  });
});
