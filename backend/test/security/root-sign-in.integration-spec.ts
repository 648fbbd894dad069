import request from 'supertest';
import { validateEnvironment } from '../../src/config/environment.js';
import { SITE_ORIGIN } from '../utils/sessions.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';

const base = {
  DATABASE_URL: 'postgres://u@localhost:5432/db',
  REDIS_URL: 'redis://localhost:6379',
  SESSION_SECRET: 'x'.repeat(32),
};

describe('The ROOT sign-in', () => {
  describe('is only enabled by an explicit setting', () => {
    let t: TestApp;
    const saved = process.env.ROOT_SIGN_IN_ENABLED;

    beforeAll(async () => {
      delete process.env.ROOT_SIGN_IN_ENABLED;
      t = await createTestApp();
    });
    afterAll(async () => {
      await t.close();
      process.env.ROOT_SIGN_IN_ENABLED = saved;
    });

    it('answers 404 from localhost in development when ROOT_SIGN_IN_ENABLED is not set', async () => {
      await resetDatabase(t.dataSource);
      const response = await request(t.http).post('/api/auth/root').set('Host', 'localhost').set('Origin', SITE_ORIGIN);
      expect(response.status).toBe(404);
      expect(response.headers['set-cookie']).toBeUndefined();
      const session = await request(t.http).get('/api/auth/user').expect(200);
      expect(session.body.rootLoginAvailable).toBe(false);
    });
  });

  describe('when enabled', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
      await resetDatabase(t.dataSource);
    });
    afterAll(() => t.close());

    it.each([
      ['X-Forwarded-For', '127.0.0.1'],
      ['X-Forwarded-Host', 'localhost'],
      ['X-Forwarded-Proto', 'http'],
      ['Forwarded', 'for=127.0.0.1;host=localhost'],
      ['X-Real-IP', '127.0.0.1'],
    ])('is refused when a reverse proxy forwarded the request (%s)', async (header, value) => {
      const response = await request(t.http)
        .post('/api/auth/root')
        .set('Host', 'localhost')
        .set('Origin', SITE_ORIGIN)
        .set(header, value)
        .expect(403);
      expect(response.body.message).toBe('The ROOT sign-in is only available on localhost.');
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it('still signs in a direct request from localhost', async () => {
      await request(t.http).post('/api/auth/root').set('Host', 'localhost').set('Origin', SITE_ORIGIN).expect(200);
    });
  });

  describe('startup', () => {
    it('refuses ROOT_SIGN_IN_ENABLED unless PUBLIC_URL is a localhost address', () => {
      expect(() =>
        validateEnvironment({ ...base, ROOT_SIGN_IN_ENABLED: 'true', PUBLIC_URL: 'https://irl-history.example' }),
      ).toThrow(/ROOT_SIGN_IN_ENABLED/);
      expect(() =>
        validateEnvironment({ ...base, ROOT_SIGN_IN_ENABLED: 'true', PUBLIC_URL: 'http://localhost.evil.example' }),
      ).toThrow(/ROOT_SIGN_IN_ENABLED/);
      expect(() =>
        validateEnvironment({ ...base, ROOT_SIGN_IN_ENABLED: 'true', PUBLIC_URL: 'http://localhost:5000' }),
      ).not.toThrow();
      expect(() =>
        validateEnvironment({ ...base, ROOT_SIGN_IN_ENABLED: 'true', PUBLIC_URL: 'http://127.0.0.1:5000' }),
      ).not.toThrow();
    });

    it('refuses ROOT_SIGN_IN_ENABLED in production', () => {
      expect(() =>
        validateEnvironment({
          ...base,
          NODE_ENV: 'production',
          ROOT_SIGN_IN_ENABLED: 'true',
          PUBLIC_URL: 'http://localhost:5000',
        }),
      ).toThrow(/ROOT_SIGN_IN_ENABLED/);
    });
  });
});
