import { as, signedIn } from '../articles/article-fixtures.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';
import { createFlair, grantPoints, pointsOf } from './flair-fixtures.js';

/*
 * 200 purchases at once by one user over 20 flairs of 50 points each, with exactly 500 points:
 * two races at once. Ten attempts per flair race for the same flair (only one may own it), and all
 * of them race for the balance (only ten purchases fit). Exactly ten succeed, each of a different
 * flair, the balance ends at 0 and the ledger adds up to it.
 */
describe('Concurrent flair purchases by one user', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await resetDatabase(t.dataSource);
  });
  afterAll(() => t.close());

  it('lets exactly as many through as the balance covers, never twice the same flair, never below 0', async () => {
    const buyer = await signedIn(t.dataSource);
    const flairs = await Promise.all(Array.from({ length: 20 }, () => createFlair(t.dataSource, { pointCost: 50 })));
    await grantPoints(t, buyer.user.id, 500);

    const attempts = Array.from({ length: 200 }, (_, i) => {
      const flair = flairs[i % flairs.length];
      // Both purchase calls of the product, interleaved.
      return i % 2 === 0
        ? as(t, buyer).post(`/api/flairs/${flair.id}/purchase`)
        : as(t, buyer).post('/api/store/purchase-flair').send({ flairId: flair.id });
    });
    const responses = await Promise.all(attempts.map((attempt) => attempt.then((response) => response)));

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    // Everything else is a clean refusal: not enough points (400) or already owned (409); no 500.
    expect(statuses.filter((status) => status !== 201 && status !== 400 && status !== 409)).toEqual([]);
    const refusals = responses.filter((response) => response.status === 400).map((response) => response.body.message);
    expect(new Set(refusals)).toEqual(new Set(['Insufficient points to purchase this flair']));

    const owned = await t.dataSource.query<{ flair_id: number }[]>(
      `SELECT flair_id FROM user_flairs WHERE user_id = $1`,
      [buyer.user.id],
    );
    expect(owned).toHaveLength(10);
    expect(new Set(owned.map((row) => row.flair_id)).size).toBe(10);

    const book = await pointsOf(t.dataSource, buyer.user.id);
    expect(book).toEqual({ balance: 0, ledger: 0, entries: 11 }); // the grant and ten purchases
    const spent = await t.dataSource.query<{ reference: string }[]>(
      `SELECT reference FROM points_ledger WHERE user_id = $1 AND reason = 'flair.purchased'`,
      [buyer.user.id],
    );
    expect(spent.map((row) => row.reference).sort()).toEqual(owned.map((row) => `flair:${row.flair_id}`).sort());
    // The last successful answer reported the balance the database holds.
    const balances = responses.filter((r) => r.status === 201).map((r) => r.body.availablePoints as number);
    expect(Math.min(...balances)).toBe(0);
  }, 120_000);
});
