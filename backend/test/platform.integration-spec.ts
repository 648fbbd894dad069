import request from 'supertest';
import { createTestApp, type TestApp } from './utils/test-app.js';

describe('Platform', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports database and Redis as up on /api/health', async () => {
    const response = await request(t.http).get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('runs statements without JIT compilation (it cost the dashboard figures 370 ms a request)', async () => {
    const [{ jit }] = await t.dataSource.query<{ jit: string }[]>('SHOW jit');
    expect(jit).toBe('off');
  });

  it('sends security headers', async () => {
    const response = await request(t.http).get('/api/health');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('serves the OpenAPI document with an operationId and a response for every operation', async () => {
    const response = await request(t.http).get('/api/docs-json').expect(200);
    const operations = Object.entries(
      response.body.paths as Record<string, Record<string, { operationId?: string; responses?: object }>>,
    ).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
    expect(operations.length).toBeGreaterThan(0);
    for (const { path, method, op } of operations) {
      expect({ path, method, operationId: op.operationId }).toEqual({
        path,
        method,
        operationId: expect.stringMatching(/^[a-z]\w+$/),
      });
      expect(Object.keys(op.responses ?? {}).length).toBeGreaterThan(0);
    }
  });

  it('serves Swagger UI at /api/docs', async () => {
    const response = await request(t.http).get('/api/docs/').expect(200);
    expect(response.text).toContain('swagger-ui');
  });

  it('keeps migrations and entities in agreement (no pending schema change)', async () => {
    const pending = await t.dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });
});
