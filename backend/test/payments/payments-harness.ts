import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { StripeStandIn } from '../stand-ins/stripe-api.js';
import { SITE_ORIGIN } from '../utils/sessions.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';

export interface PaymentsHarness {
  app: TestApp;
  stripe: StripeStandIn;
  /** The real SDK with the stand-in's secret key (what Stripe's dashboard or a test does). */
  sdk: Stripe;
}

/** The catalogue every install starts with (the migration writes it; resetDatabase empties it). */
export async function seedCatalogue(dataSource: DataSource): Promise<void> {
  await dataSource.query(
    `INSERT INTO "store_items" ("key", "kind", "name", "description", "price_cents", "points", "highlighted", "sort_order") VALUES
      ('starter', 'points_pack', 'Starter', '', 500, 1000, false, 1),
      ('value', 'points_pack', 'Value', '', 1000, 2500, true, 2),
      ('premium-pack', 'points_pack', 'Premium', '', 1800, 5000, false, 3),
      ('ultimate', 'points_pack', 'Ultimate', '', 3200, 10000, false, 4),
      ('mega', 'points_pack', 'Mega', '', 7500, 25000, false, 5),
      ('elite', 'points_pack', 'Elite', '', 14000, 50000, false, 6),
      ('basic', 'donation', 'Basic', '', 499, 499, false, 1),
      ('premium', 'donation', 'Premium', '', 999, 1099, true, 2),
      ('pro', 'donation', 'Pro', '', 1999, 2299, false, 3)`,
  );
}

/**
 * Hooks of a suite that pays through the Stripe stand-in: starts it, points the app at it, starts the
 * real app listening on a loopback port (the stand-in posts its webhooks there), and before each test
 * empties the database and writes the catalogue back.
 */
export function withStripeStandIn(): () => PaymentsHarness {
  let harness: PaymentsHarness | undefined;
  const saved = { ...process.env };
  beforeAll(async () => {
    const stripe = new StripeStandIn();
    await stripe.start();
    Object.assign(process.env, stripe.env);
    const app = await createTestApp();
    await app.app.listen(0, '127.0.0.1');
    const { port } = app.http.address() as AddressInfo;
    stripe.webhookUrl = `http://127.0.0.1:${port}/api/webhooks/stripe`;
    const base = new URL(stripe.apiBaseUrl);
    const sdk = new Stripe(stripe.secretKey, {
      host: base.hostname,
      port: base.port,
      protocol: 'http',
      maxNetworkRetries: 0,
      telemetry: false,
    });
    harness = { app, stripe, sdk };
  });
  beforeEach(async () => {
    await current().stripe.settled();
    await resetDatabase(current().app.dataSource);
    await seedCatalogue(current().app.dataSource);
  });
  afterAll(async () => {
    await harness?.app.close();
    await harness?.stripe.close();
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  });
  const current = () => {
    if (!harness) throw new Error('The harness starts in beforeAll');
    return harness;
  };
  return current;
}

export function post(t: TestApp, path: string, cookie?: string) {
  const call = request(t.http).post(path).set('Host', 'localhost').set('Origin', SITE_ORIGIN);
  return cookie ? call.set('Cookie', cookie) : call;
}

export function get(t: TestApp, path: string, cookie?: string) {
  const call = request(t.http).get(path).set('Host', 'localhost');
  return cookie ? call.set('Cookie', cookie) : call;
}

export async function balanceOf(dataSource: DataSource, userId: string): Promise<number> {
  const [row] = await dataSource.query(`SELECT available_points FROM users WHERE id = $1`, [userId]);
  return row.available_points as number;
}

export async function ledgerOf(dataSource: DataSource, userId: string): Promise<{ delta: number; reason: string }[]> {
  return dataSource.query(`SELECT delta, reason FROM points_ledger WHERE user_id = $1 ORDER BY id`, [userId]);
}

export async function paymentOf(dataSource: DataSource, intentId: string) {
  const [row] = await dataSource.query(`SELECT * FROM payments WHERE stripe_payment_intent_id = $1`, [intentId]);
  return row as Record<string, unknown> | undefined;
}
