import request from 'supertest';
import { SITE_ORIGIN } from '../utils/sessions.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

describe('In production', () => {
  let t: TestApp;

  beforeAll(async () => {
    process.env.NODE_ENV = 'production';
    // Startup refuses the ROOT sign-in setting in production; the route must be absent anyway.
    process.env.ROOT_SIGN_IN_ENABLED = 'false';
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    process.env.NODE_ENV = 'test';
    process.env.ROOT_SIGN_IN_ENABLED = 'true';
  });

  it('has no root sign-in: POST /api/auth/root answers 404, even from localhost', async () => {
    const response = await request(t.http)
      .post('/api/auth/root')
      .set('Host', 'localhost')
      .set('Origin', SITE_ORIGIN)
      .expect(404);
    expect(response.body.statusCode).toBe(404);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('tells the client the root sign-in is unavailable', async () => {
    const response = await request(t.http).get('/api/auth/user').expect(200);
    expect(response.body.rootLoginAvailable).toBe(false);
  });

  it('does not advertise the root sign-in in the API document', async () => {
    const response = await request(t.http).get('/api/docs-json').expect(200);
    expect(response.body.paths['/api/auth/root']).toBeUndefined();
    expect(response.body.info.description).not.toMatch(/root/i);
  });
});
