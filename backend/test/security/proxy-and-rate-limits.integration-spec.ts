import request from 'supertest';
import { validateEnvironment } from '../../src/config/environment.js';
import { createArticle } from '../factories/article.factory.js';
import { createUser } from '../factories/user.factory.js';
import { statusesInTurn } from '../utils/app-with-env.js';
import { sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';

const saved = { ...process.env };
const restore = () => {
  for (const name of [
    'NODE_ENV',
    'ROOT_SIGN_IN_ENABLED',
    'TRUST_PROXY',
    'RATE_LIMIT_SIGN_IN',
    'RATE_LIMIT_WRITE',
    'RATE_LIMIT_WRITE_PER_USER',
    'BULLMQ_PREFIX',
  ]) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
};
let run = 0;
/** Counters of their own per app: a block provoked here must not reach other suites or tests. */
const isolate = () => (process.env.BULLMQ_PREFIX = `${saved.BULLMQ_PREFIX ?? 'irl'}-proxy-${process.pid}-${++run}`);
const callback = (t: TestApp, forwardedFor: string) =>
  request(t.http).get('/api/auth/discord/callback').set('Origin', SITE_ORIGIN).set('X-Forwarded-For', forwardedFor);

describe('Client addresses and rate limits', () => {
  afterEach(restore);

  it('ignores X-Forwarded-For by default, even in production: a forged header does not reset the limit', async () => {
    process.env.NODE_ENV = 'production';
    process.env.ROOT_SIGN_IN_ENABLED = 'false';
    delete process.env.TRUST_PROXY;
    process.env.RATE_LIMIT_SIGN_IN = '3';
    isolate();
    const t = await createTestApp();
    try {
      const statuses = await statusesInTurn(4, (turn) => callback(t, `203.0.113.${turn}`));
      expect(statuses.slice(0, 3)).not.toContain(429);
      expect(statuses[3]).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('trusts X-Forwarded-For only from the configured proxy addresses', async () => {
    process.env.TRUST_PROXY = 'loopback';
    process.env.RATE_LIMIT_SIGN_IN = '3';
    isolate();
    const t = await createTestApp();
    try {
      // The test client connects from loopback, the configured proxy: each forwarded address has its own count.
      for (let i = 1; i <= 4; i++) expect((await callback(t, `203.0.113.${i}`)).status).not.toBe(429);
    } finally {
      await t.close();
    }
  });

  it('limits signed-in writes per user as well as per address', async () => {
    process.env.TRUST_PROXY = 'loopback';
    process.env.RATE_LIMIT_WRITE = '1000';
    process.env.RATE_LIMIT_WRITE_PER_USER = '3';
    isolate();
    const t = await createTestApp();
    try {
      await resetDatabase(t.dataSource);
      const user = await createUser(t.dataSource);
      const article = await createArticle(t.dataSource, user);
      const cookie = await sessionCookieFor(t.dataSource, user.id);
      const like = (address: string) =>
        request(t.http)
          .post(`/api/articles/${article.id}/like`)
          .set('Cookie', cookie)
          .set('Origin', SITE_ORIGIN)
          .set('X-Forwarded-For', address);
      const statuses = await statusesInTurn(4, (turn) => like(`198.51.100.${turn}`));
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await t.close();
    }
  });

  it('accepts only addresses, subnets and the loopback/linklocal/uniquelocal names as TRUST_PROXY', () => {
    const base = {
      DATABASE_URL: 'postgres://u@localhost:5432/db',
      REDIS_URL: 'redis://localhost:6379',
      SESSION_SECRET: 'x'.repeat(32),
    };
    for (const value of ['1', 'true', 'everything', '10.0.0.0/99']) {
      expect(() => validateEnvironment({ ...base, TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    }
    for (const value of ['', 'false', 'loopback', '10.0.0.1', '10.0.0.0/8, 172.16.0.0/12', 'uniquelocal,fd00::/8']) {
      expect(() => validateEnvironment({ ...base, TRUST_PROXY: value })).not.toThrow();
    }
  });
});
