import request from 'supertest';
import { createTestApp, type TestApp } from './utils/test-app.js';

describe('When Redis is unreachable', () => {
  let t: TestApp;
  const realRedisUrl = process.env.REDIS_URL;

  beforeAll(async () => {
    // Nothing listens on port 1: the same situation as a Redis that was killed.
    process.env.REDIS_URL = 'redis://127.0.0.1:1';
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    process.env.REDIS_URL = realRedisUrl;
  });

  it('reports Redis down on /api/health with 503 instead of crashing', async () => {
    const response = await request(t.http).get('/api/health').expect(503);
    // Which dependency failed; why (the driver error) goes to the logs.
    expect(response.body).toEqual({ status: 'error', failing: ['redis'] });
  });

  it('keeps serving requests that do not need Redis', async () => {
    await request(t.http).get('/api/articles').expect(200);
  });
});
