import request from 'supertest';
import { SITE_ORIGIN } from '../utils/sessions.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

describe('Rate limits', () => {
  let t: TestApp;
  const previous = { limit: process.env.RATE_LIMIT_SIGN_IN, prefix: process.env.BULLMQ_PREFIX };

  beforeAll(async () => {
    // Counters of its own: the block this test provokes must not reach other suites.
    process.env.BULLMQ_PREFIX = `${previous.prefix}-rate-limit`;
    t = await createTestApp();
  });
  afterAll(async () => {
    process.env.RATE_LIMIT_SIGN_IN = previous.limit;
    process.env.BULLMQ_PREFIX = previous.prefix;
    await t.close();
  });

  it('answers 429 past the sign-in limit, counted in Redis so a second API instance sees the same count', async () => {
    process.env.RATE_LIMIT_SIGN_IN = '3';
    const second = await createTestApp();
    try {
      const call = (app: TestApp) => request(app.http).get('/api/auth/discord/callback').set('Origin', SITE_ORIGIN);
      expect((await call(t)).status).not.toBe(429);
      expect((await call(second)).status).not.toBe(429);
      expect((await call(t)).status).not.toBe(429);
      const limited = await call(second);
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ statusCode: 429 });
    } finally {
      await second.close();
    }
  });
});
