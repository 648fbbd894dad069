import request from 'supertest';
import { SITE_ORIGIN } from '../utils/sessions.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

describe('Rate limits', () => {
  let t: TestApp;
  const previous = process.env.RATE_LIMIT_SIGN_IN;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    process.env.RATE_LIMIT_SIGN_IN = previous;
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
