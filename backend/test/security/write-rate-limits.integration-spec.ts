import type { OpenAPIObject } from '@nestjs/swagger';
import request from 'supertest';
import type { RateLimitKind } from '../../src/common/throttling/rate-limits.js';
import { operationIdOf } from '../../src/openapi/openapi-document.js';
import { collectRouteRules } from '../../src/openapi/route-metadata.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

/**
 * Limits that count a route's calls per address at most as generously as the write limit does:
 * the write limit itself, the sign-in limit (20 a minute), the view-count limit (30 a minute), the reports limit
 * (10 a minute) and the support-request limit (5 an hour).
 */
const WRITE_OR_STRICTER: ReadonlySet<RateLimitKind> = new Set([
  'write',
  'sign-in',
  'views',
  'reports',
  'support-request',
]);

/** Operations that change something yet must not have the write limit, each with the reason. */
const WITHOUT_WRITE_LIMIT: Readonly<Record<string, string>> = {
  // Signing out must always work: a client refused here would stay signed in. It only ends the caller's session.
  logout: 'signing out is never refused',
  // Stripe sends every event of every payment from a few addresses, signed; a refused event arrives hours late.
  receiveStripeWebhook: "the payment provider's signed events, from few addresses",
};

describe('The write limit on every operation that changes something', () => {
  let t: TestApp;
  let operations: { method: string; path: string; operationId: string }[];

  beforeAll(async () => {
    t = await createTestApp();
    const document = (await request(t.http).get('/api/docs-json').expect(200)).body as OpenAPIObject;
    operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item as Record<string, { operationId?: string }>)
        .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, op]) => ({ method: method.toUpperCase(), path, operationId: op.operationId ?? '' })),
    );
  });
  afterAll(() => t.close());

  it('finds the document’s writes (so the check below cannot pass on an empty list)', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it('gives each one the write limit (or a stricter one) unless it is listed above with its reason', () => {
    const rules = collectRouteRules(t.app, operationIdOf);
    const missing = operations
      .filter((op) => !(op.operationId in WITHOUT_WRITE_LIMIT))
      .filter((op) => !WRITE_OR_STRICTER.has(rules.get(op.operationId)?.rateLimit ?? 'default'))
      .map((op) => `${op.method} ${op.path} (${op.operationId}): ${rules.get(op.operationId)?.rateLimit}`);
    expect(missing).toEqual([]);
  });

  it('lists no operation above that has gone or has the write limit after all', () => {
    const rules = collectRouteRules(t.app, operationIdOf);
    const stale = Object.keys(WITHOUT_WRITE_LIMIT).filter(
      (id) => !operations.some((op) => op.operationId === id) || WRITE_OR_STRICTER.has(rules.get(id)!.rateLimit),
    );
    expect(stale).toEqual([]);
  });
});
