import request from 'supertest';
import { PointsService } from '../../src/modules/points/points.service.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { createUser } from '../factories/user.factory.js';
import { sessionCookieFor } from '../utils/sessions.js';
import { balanceOf, get, ledgerOf, paymentOf, post, withStripeStandIn } from './payments-harness.js';

const VALUE_PACK = { amount: 10, type: 'points', points: 2500, packageName: 'Value' };
const PREMIUM_DONATION = { amount: 9.99, packageType: 'premium', pointsAwarded: 1099 };

describe('Payments through the Stripe stand-in', () => {
  const h = withStripeStandIn();

  async function buyer(overrides = {}) {
    const user = await createUser(h().app.dataSource, overrides);
    return { user, cookie: await sessionCookieFor(h().app.dataSource, user.id) };
  }

  async function startPayment(cookie: string, body: object = VALUE_PACK) {
    const res = await post(h().app, '/api/create-payment-intent', cookie).send(body).expect(200);
    return res.body as { clientSecret: string; paymentIntentId: string; paymentId: string; points: number };
  }

  /** Posts a signed event straight to the webhook, as Stripe does. */
  function deliver(event: object, sign?: (payload: string) => string) {
    const payload = JSON.stringify(event);
    return request(h().app.http)
      .post('/api/webhooks/stripe')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', sign ? sign(payload) : h().stripe.sign(payload))
      .send(payload);
  }

  function succeededEvent(intentId: string, id?: string) {
    const intent = h().stripe.intent(intentId)!;
    const object = { ...intent, status: 'succeeded', amount_received: intent.amount, latest_charge: 'ch_test' };
    return h().stripe.event('payment_intent.succeeded', object, id);
  }

  it('tells the pages that payments are configured, with the publishable key and Stripe.js address', async () => {
    const { cookie } = await buyer();
    const res = await get(h().app, '/api/payments/config', cookie).expect(200);
    expect(res.body).toEqual({
      enabled: true,
      publishableKey: h().stripe.publishableKey,
      stripeJsUrl: h().stripe.stripeJsUrl,
    });
  });

  it("creates an intent from the Store's body, priced from the catalogue, with user and package in its metadata", async () => {
    const { user, cookie } = await buyer();
    const created = await startPayment(cookie);
    expect(created.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    const intent = h().stripe.intent(created.paymentIntentId)!;
    expect(intent.amount).toBe(1000);
    expect(intent.currency).toBe('usd');
    expect(intent.metadata).toMatchObject({
      userId: user.id,
      paymentId: created.paymentId,
      packageName: 'Value',
      packageKey: 'value',
      points: '2500',
    });
    const payment = await paymentOf(h().app.dataSource, created.paymentIntentId);
    expect(payment).toMatchObject({
      user_id: user.id,
      package_name: 'Value',
      amount_cents: 1000,
      currency: 'usd',
      points: 2500,
      status: 'pending',
      points_credited: 0,
      idempotency_key: `payment-${created.paymentId}`,
    });
  });

  it("creates an intent from the Donate page's body", async () => {
    const { cookie } = await buyer();
    const created = await startPayment(cookie, PREMIUM_DONATION);
    expect(h().stripe.intent(created.paymentIntentId)).toMatchObject({ amount: 999, metadata: { kind: 'donation' } });
    expect(created.points).toBe(1099);
  });

  it.each([
    ['a lower amount', { ...VALUE_PACK, amount: 0.5 }, 'amount'],
    ['more points', { ...VALUE_PACK, points: 25000 }, 'points'],
    ['a donate amount', { ...PREMIUM_DONATION, amount: 1 }, 'amount'],
    ['donate points', { ...PREMIUM_DONATION, pointsAwarded: 99999 }, 'pointsAwarded'],
    ['an unknown pack', { ...VALUE_PACK, packageName: 'Free' }, 'packageName'],
    ['both shapes at once', { ...VALUE_PACK, packageType: 'premium' }, 'type'],
    ['no package', { amount: 10 }, 'type'],
  ])('refuses %s with 400 naming the field, and makes no payment', async (_what, body, field) => {
    const { cookie } = await buyer();
    const res = await post(h().app, '/api/create-payment-intent', cookie).send(body).expect(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ field })]);
    const [{ count }] = await h().app.dataSource.query(`SELECT count(*)::int AS count FROM payments`);
    expect(count).toBe(0);
  });

  it('credits the points once when the card payment is confirmed and Stripe sends the webhook', async () => {
    const { user, cookie } = await buyer();
    const created = await startPayment(cookie);
    await h().sdk.paymentIntents.confirm(created.paymentIntentId, { payment_method: 'pm_card_visa' });
    await h().stripe.settled();
    expect(await balanceOf(h().app.dataSource, user.id)).toBe(2500);
    expect(await ledgerOf(h().app.dataSource, user.id)).toEqual([{ delta: 2500, reason: 'points.purchased' }]);
    expect(await paymentOf(h().app.dataSource, created.paymentIntentId)).toMatchObject({
      status: 'succeeded',
      points_credited: 2500,
    });
    const own = await get(h().app, `/api/payments/${created.paymentIntentId}`, cookie).expect(200);
    expect(own.body).toMatchObject({ status: 'succeeded', pointsCredited: 2500, packageName: 'Value' });
    const other = await buyer();
    await get(h().app, `/api/payments/${created.paymentIntentId}`, other.cookie).expect(404);
  });

  it('a declined card credits nothing and marks the payment failed', async () => {
    const { user, cookie } = await buyer();
    const created = await startPayment(cookie);
    await expect(
      h().sdk.paymentIntents.confirm(created.paymentIntentId, { payment_method: 'pm_card_chargeDeclined' }),
    ).rejects.toThrow('Your card was declined.');
    await h().stripe.settled();
    expect(await balanceOf(h().app.dataSource, user.id)).toBe(0);
    expect(await paymentOf(h().app.dataSource, created.paymentIntentId)).toMatchObject({ status: 'failed' });
  });

  it('credits once when the same succeeded event arrives three times at once, and late older events change nothing', async () => {
    const { user, cookie } = await buyer();
    const created = await startPayment(cookie);
    const intent = h().stripe.intent(created.paymentIntentId)!;
    const succeeded = succeededEvent(created.paymentIntentId, 'evt_same_succeeded');
    const responses = await Promise.all([deliver(succeeded), deliver(succeeded), deliver(succeeded)]);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(responses.filter((r) => r.body.duplicate === false)).toHaveLength(1);
    // Older events delivered after the success (Stripe does not guarantee order).
    await deliver(h().stripe.event('payment_intent.processing', { ...intent, status: 'processing' })).expect(200);
    await deliver(
      h().stripe.event('payment_intent.payment_failed', {
        ...intent,
        last_payment_error: { message: 'Your card was declined.' },
      }),
    ).expect(200);
    await deliver(succeededEvent(created.paymentIntentId)).expect(200); // a distinct event id for the same intent
    expect(await balanceOf(h().app.dataSource, user.id)).toBe(2500);
    expect(await ledgerOf(h().app.dataSource, user.id)).toHaveLength(1);
    expect(await paymentOf(h().app.dataSource, created.paymentIntentId)).toMatchObject({ status: 'succeeded' });
  });

  it('never credits a payment whose refund arrived before its success', async () => {
    const { user, cookie } = await buyer();
    const created = await startPayment(cookie);
    const charge = {
      id: 'ch_early',
      object: 'charge',
      amount: 1000,
      amount_refunded: 1000,
      refunded: true,
      currency: 'usd',
      payment_intent: created.paymentIntentId,
    };
    await deliver(h().stripe.event('charge.refunded', charge)).expect(200);
    await deliver(succeededEvent(created.paymentIntentId)).expect(200);
    expect(await balanceOf(h().app.dataSource, user.id)).toBe(0);
    expect(await paymentOf(h().app.dataSource, created.paymentIntentId)).toMatchObject({ status: 'refunded' });
  });

  it.each([
    ['signed with another secret', (p: string) => h().stripe.sign(p, { secret: 'whsec_not_ours' })],
    ['signed ten minutes ago', (p: string) => h().stripe.sign(p, { timestamp: Math.floor(Date.now() / 1000) - 600 })],
    ['a garbled header', () => 't=1,v1=deadbeef'],
  ])('refuses an event %s with 400 and credits nothing', async (_what, sign) => {
    const { user, cookie } = await buyer();
    const created = await startPayment(cookie);
    const res = await deliver(succeededEvent(created.paymentIntentId), sign).expect(400);
    expect(res.body.message).toBe('Webhook signature verification failed');
    expect(await balanceOf(h().app.dataSource, user.id)).toBe(0);
    const [{ count }] = await h().app.dataSource.query(`SELECT count(*)::int AS count FROM stripe_events`);
    expect(count).toBe(0);
  });

  it('refuses a body changed after signing, and a request without a signature', async () => {
    const { user, cookie } = await buyer();
    const created = await startPayment(cookie);
    const event = succeededEvent(created.paymentIntentId);
    const signature = h().stripe.sign(JSON.stringify(event));
    const tampered = JSON.stringify({ ...event, id: 'evt_other' });
    await request(h().app.http)
      .post('/api/webhooks/stripe')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signature)
      .send(tampered)
      .expect(400);
    await request(h().app.http).post('/api/webhooks/stripe').send(event).expect(400);
    expect(await balanceOf(h().app.dataSource, user.id)).toBe(0);
  });

  it('a refund takes back the credited points; points already spent stay spent and are recorded as unrecovered', async () => {
    const { user, cookie } = await buyer();
    const created = await startPayment(cookie);
    await h().sdk.paymentIntents.confirm(created.paymentIntentId, { payment_method: 'pm_card_visa' });
    await h().stripe.settled();
    await h()
      .app.app.get(PointsService)
      .apply(h().app.dataSource.manager, { userId: user.id, delta: -2000, reason: 'test.spent' });
    await h().sdk.refunds.create({ payment_intent: created.paymentIntentId });
    await h().stripe.settled();
    expect(await balanceOf(h().app.dataSource, user.id)).toBe(0);
    const ledger = await ledgerOf(h().app.dataSource, user.id);
    expect(ledger.at(-1)).toEqual({ delta: -500, reason: 'payment.refunded' });
    expect(ledger.reduce((sum, row) => sum + row.delta, 0)).toBe(0);
    expect(await paymentOf(h().app.dataSource, created.paymentIntentId)).toMatchObject({
      status: 'refunded',
      amount_refunded_cents: 1000,
      points_debited: 500,
      points_unrecovered: 2000,
    });
  });

  it('a partial refund takes back its share, and the rest of the refund the remainder', async () => {
    const { user, cookie } = await buyer({ availablePoints: 0 });
    const created = await startPayment(cookie);
    await h().sdk.paymentIntents.confirm(created.paymentIntentId, { payment_method: 'pm_card_visa' });
    await h().stripe.settled();
    await h().sdk.refunds.create({ payment_intent: created.paymentIntentId, amount: 400 });
    await h().stripe.settled();
    expect(await balanceOf(h().app.dataSource, user.id)).toBe(1500);
    expect(await paymentOf(h().app.dataSource, created.paymentIntentId)).toMatchObject({
      status: 'partially_refunded',
    });
    await h().sdk.refunds.create({ payment_intent: created.paymentIntentId });
    await h().stripe.settled();
    expect(await balanceOf(h().app.dataSource, user.id)).toBe(0);
  });

  it('refuses payments to users when an admin restricts the store to admins', async () => {
    const { cookie } = await buyer();
    const admin = await buyer({ role: UserRole.Admin });
    await request(h().app.http)
      .put('/api/admin/feature-access')
      .set('Host', 'localhost')
      .set('Origin', process.env.PUBLIC_URL!)
      .set('Cookie', admin.cookie)
      .send({ mode: 'admins' })
      .expect(200);
    await post(h().app, '/api/create-payment-intent', cookie).send(VALUE_PACK).expect(403);
    await get(h().app, '/api/store/items', cookie).expect(403);
    await post(h().app, '/api/create-payment-intent', admin.cookie).send(VALUE_PACK).expect(200);
  });

  describe('admin store management', () => {
    it.each([['/api/admin/store/items'], ['/api/admin/store/sales']])(
      '%s answers admins only (anonymous 401, user and moderator 403)',
      async (path) => {
        const user = await buyer();
        const moderator = await buyer({ role: UserRole.Moderator });
        const admin = await buyer({ role: UserRole.Admin });
        await get(h().app, path).expect(401);
        await get(h().app, path, user.cookie).expect(403);
        await get(h().app, path, moderator.cookie).expect(403);
        await get(h().app, path, admin.cookie).expect(200);
      },
    );

    it('lists the six points packs and three donate packages with their bonus', async () => {
      const { cookie } = await buyer();
      const packs = await get(h().app, '/api/store/items?kind=points_pack', cookie).expect(200);
      expect(
        packs.body.map((i: { name: string; price: number; points: number }) => [i.name, i.price, i.points]),
      ).toEqual([
        ['Starter', 5, 1000],
        ['Value', 10, 2500],
        ['Premium', 18, 5000],
        ['Ultimate', 32, 10000],
        ['Mega', 75, 25000],
        ['Elite', 140, 50000],
      ]);
      const donate = await get(h().app, '/api/store/items?kind=donation', cookie).expect(200);
      expect(donate.body.map((i: { key: string; bonusPercent: number }) => [i.key, i.bonusPercent])).toEqual([
        ['basic', 0],
        ['premium', 10],
        ['pro', 15],
      ]);
    });

    it('creates, edits and retires an item; a retired pack can no longer be bought', async () => {
      const admin = await buyer({ role: UserRole.Admin });
      const created = await post(h().app, '/api/admin/store/items', admin.cookie)
        .send({ key: 'giga', kind: 'points_pack', name: 'Giga', priceCents: 20000, points: 80000 })
        .expect(201);
      await post(h().app, '/api/admin/store/items', admin.cookie)
        .send({ key: 'giga', kind: 'points_pack', name: 'Other', priceCents: 100, points: 1 })
        .expect(409);
      const patch = (body: object) =>
        request(h().app.http)
          .patch(`/api/admin/store/items/${created.body.id}`)
          .set('Host', 'localhost')
          .set('Origin', process.env.PUBLIC_URL!)
          .set('Cookie', admin.cookie)
          .send(body);
      expect((await patch({ priceCents: 19900 }).expect(200)).body).toMatchObject({ price: 199, status: 'active' });
      await post(h().app, '/api/create-payment-intent', admin.cookie)
        .send({ amount: 199, type: 'points', points: 80000, packageName: 'Giga' })
        .expect(200);
      await patch({ status: 'retired' }).expect(200);
      await post(h().app, '/api/create-payment-intent', admin.cookie)
        .send({ amount: 199, type: 'points', points: 80000, packageName: 'Giga' })
        .expect(400);
      const [{ count }] = await h().app.dataSource.query(
        `SELECT count(*)::int AS count FROM audit_log WHERE action LIKE 'admin.store.item-%'`,
      );
      expect(count).toBe(3);
    });

    it('reports sales by day and package with refunds, from the payments table', async () => {
      const admin = await buyer({ role: UserRole.Admin });
      const { cookie } = await buyer();
      for (const body of [VALUE_PACK, VALUE_PACK, PREMIUM_DONATION]) {
        const created = await startPayment(cookie, body);
        await h().sdk.paymentIntents.confirm(created.paymentIntentId, { payment_method: 'pm_card_visa' });
      }
      const unpaid = await startPayment(cookie); // never confirmed: not a sale
      expect(unpaid.paymentIntentId).toBeTruthy();
      await h().stripe.settled();
      const [refunded] = await h().app.dataSource.query(
        `SELECT stripe_payment_intent_id AS id FROM payments WHERE package_name = 'Premium' LIMIT 1`,
      );
      await h().sdk.refunds.create({ payment_intent: refunded.id });
      await h().stripe.settled();

      const res = await get(h().app, '/api/admin/store/sales?days=7', admin.cookie).expect(200);
      expect(res.body.byDay).toHaveLength(7);
      expect(res.body.totals).toEqual({
        payments: 3,
        grossCents: 2999,
        refunds: 1,
        refundedCents: 999,
        netCents: 2000,
      });
      expect(res.body.byDay.at(-1)).toMatchObject({ payments: 3, grossCents: 2999, refundedCents: 999 });
      expect(res.body.byPackage).toEqual([
        expect.objectContaining({ packageName: 'Value', payments: 2, grossCents: 2000, refundedCents: 0 }),
        expect.objectContaining({ packageName: 'Premium', payments: 1, grossCents: 999, refundedCents: 999 }),
      ]);
      expect(res.body.refunds).toEqual([expect.objectContaining({ packageName: 'Premium', amountRefundedCents: 999 })]);
      const items = await get(h().app, '/api/admin/store/items', admin.cookie).expect(200);
      const value = items.body.find((i: { key: string }) => i.key === 'value');
      expect(value).toMatchObject({ sales: 2, netRevenueCents: 2000 });
      // An edit answers with that item's own figures (the sale of another item is not counted).
      const edited = await request(h().app.http)
        .patch(`/api/admin/store/items/${value.id}`)
        .set('Host', 'localhost')
        .set('Origin', process.env.PUBLIC_URL!)
        .set('Cookie', admin.cookie)
        .send({ description: 'Edited' })
        .expect(200);
      expect(edited.body).toMatchObject({ description: 'Edited', sales: 2, refunds: 0, netRevenueCents: 2000 });
    });
  });
});
