import request from 'supertest';
import { createArticle } from '../factories/article.factory.js';
import { createUser } from '../factories/user.factory.js';
import { createFlair, pointsOf } from '../flairs/flair-fixtures.js';
import { PointsService } from '../../src/modules/points/points.service.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { sessionCookieFor } from '../utils/sessions.js';
import { balanceOf, get, ledgerOf, paymentOf, post, withStripeStandIn } from './payments-harness.js';

const VALUE_PACK = { amount: 10, type: 'points', points: 2500, packageName: 'Value' };

/**
 * What a refund or a dispute takes back, through the Stripe stand-in and the real webhook: the points
 * bought, then the purchases made with them since (newest first) when the balance no longer holds
 * them; a dispute decided for the site gives back what it took. The balance always equals the ledger.
 */
describe('Refunds and disputes take back what the points bought', () => {
  const h = withStripeStandIn();
  const db = () => h().app.dataSource;

  async function member(role = UserRole.User) {
    const user = await createUser(db(), { role });
    return { user, cookie: await sessionCookieFor(db(), user.id) };
  }

  /** Buys the Value pack (2,500 points) with a card that pays, and waits for the webhook. */
  async function buyValuePack(cookie: string, paymentMethod = 'pm_card_visa'): Promise<string> {
    const res = await post(h().app, '/api/create-payment-intent', cookie).send(VALUE_PACK).expect(200);
    const intentId = (res.body as { paymentIntentId: string }).paymentIntentId;
    await h().sdk.paymentIntents.confirm(intentId, { payment_method: paymentMethod });
    await h().stripe.settled();
    return intentId;
  }

  const buyFlair = (cookie: string, flairId: number) => post(h().app, `/api/flairs/${flairId}/purchase`, cookie).send();
  const ownedFlairs = async (userId: string) =>
    (
      await db().query<{ flair_id: number }[]>(
        `SELECT flair_id FROM user_flairs WHERE user_id = $1 ORDER BY flair_id`,
        [userId],
      )
    ).map((row) => row.flair_id);
  const boostsOf = async (cookie: string) =>
    ((await get(h().app, '/api/boosts/mine', cookie).expect(200)).body as { items: { id: number; status: string }[] })
      .items;
  const noticesOf = (userId: string) =>
    db().query<{ title: string; body: string; link: string }[]>(
      `SELECT title, body, link FROM notifications WHERE user_id = $1 ORDER BY created_at, id`,
      [userId],
    );
  const disputeRow = async (id: string) =>
    (await db().query<Record<string, unknown>[]>(`SELECT * FROM payment_disputes WHERE id = $1`, [id]))[0];
  /** The balance equals the ledger's sum and is never below 0. */
  async function expectExactBook(userId: string, balance: number) {
    const book = await pointsOf(db(), userId);
    expect(book.balance).toBe(balance);
    expect(book.ledger).toBe(balance);
  }

  /** Posts a signed event straight to the webhook, as Stripe does. */
  function deliver(event: object) {
    const payload = JSON.stringify(event);
    return request(h().app.http)
      .post('/api/webhooks/stripe')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', h().stripe.sign(payload))
      .send(payload);
  }

  function disputeObject(intentId: string, overrides: Record<string, unknown> = {}) {
    const intent = h().stripe.intent(intentId)!;
    return {
      id: 'dp_test_dispute',
      object: 'dispute',
      amount: intent.amount,
      charge: intent.latest_charge ?? 'ch_unknown',
      currency: 'usd',
      payment_intent: intentId,
      reason: 'fraudulent',
      status: 'needs_response',
      created: Math.floor(Date.now() / 1000),
      ...overrides,
    };
  }

  it('a refund after the points were spent revokes what they bought since, newest first, and takes the rest back exactly', async () => {
    const { user, cookie } = await member(UserRole.Moderator);
    const [before, first, second] = await Promise.all([
      createFlair(db(), { pointCost: 300 }),
      createFlair(db(), { pointCost: 1000 }),
      createFlair(db(), { pointCost: 1000 }),
    ]);
    const article = await createArticle(db(), user);
    // Points the member had before the payment buy a flair that no refund of it may touch.
    await h().app.app.get(PointsService).apply(db().manager, { userId: user.id, delta: 300, reason: 'test.granted' });
    await buyFlair(cookie, before.id).expect(201);

    const intentId = await buyValuePack(cookie);
    await buyFlair(cookie, first.id).expect(201);
    await post(h().app, `/api/users/${user.id}/flairs/${first.id}/activate`, cookie).send().expect(200);
    await post(h().app, '/api/boosts', cookie).send({ articleId: article.id }).expect(201);
    await buyFlair(cookie, second.id).expect(201);
    expect(await balanceOf(db(), user.id)).toBe(250);

    // 40% refunded: 1,000 points owed, 250 held; the newest purchase (the second flair) is undone.
    await h().sdk.refunds.create({ payment_intent: intentId, amount: 400 });
    await h().stripe.settled();
    expect(await ownedFlairs(user.id)).toEqual([before.id, first.id]);
    await expectExactBook(user.id, 250);

    // The rest: 1,500 more owed; the boost, then the first (chosen) flair are undone.
    await h().sdk.refunds.create({ payment_intent: intentId });
    await h().stripe.settled();
    expect(await ownedFlairs(user.id)).toEqual([before.id]);
    expect((await boostsOf(cookie)).map((b) => b.status)).toEqual(['revoked']);
    expect((await get(h().app, '/api/boosts/featured', cookie).expect(200)).body).toEqual({ boost: null });
    await expectExactBook(user.id, 0);
    expect((await ledgerOf(db(), user.id)).slice(-5)).toEqual([
      { delta: 1000, reason: 'flair.revoked' },
      { delta: -1000, reason: 'payment.refunded' },
      { delta: 250, reason: 'boost.revoked' },
      { delta: 1000, reason: 'flair.revoked' },
      { delta: -1500, reason: 'payment.refunded' },
    ]);
    expect(await paymentOf(db(), intentId)).toMatchObject({
      status: 'refunded',
      points_debited: 2500,
      points_unrecovered: 0,
    });

    const notices = await noticesOf(user.id);
    expect(notices.map((n) => n.title)).toEqual([
      'Your payment for Value was refunded',
      'Your payment for Value was refunded',
    ]);
    expect(notices[1].body).toContain(
      `Removed to cover points already spent: Boost of "${article.title}", Flair "${first.displayName}".`,
    );
    expect(notices[1].link).toBe('/points');

    const admin = await member(UserRole.Admin);
    const report = await get(h().app, '/api/admin/store/sales?days=7', admin.cookie).expect(200);
    expect(report.body.refunds).toEqual([
      expect.objectContaining({
        pointsDebited: 2500,
        pointsUnrecovered: 0,
        itemsRevoked: [
          expect.objectContaining({ kind: 'flair.purchased', label: `Flair "${second.displayName}"`, points: 1000 }),
          expect.objectContaining({ kind: 'boost.purchased', label: `Boost of "${article.title}"`, points: 250 }),
          expect.objectContaining({ kind: 'flair.purchased', label: `Flair "${first.displayName}"`, points: 1000 }),
        ],
      }),
    ]);
  });

  it('a dispute opened by the disputing test card takes the points back while the bank holds the money; lost, they stay taken', async () => {
    const { user, cookie } = await member();
    const intentId = await buyValuePack(cookie, 'pm_card_createDispute');
    const [dispute] = (await h().sdk.disputes.list({ payment_intent: intentId })).data;
    expect(dispute).toMatchObject({ object: 'dispute', amount: 1000, status: 'needs_response', reason: 'fraudulent' });
    await expectExactBook(user.id, 0);
    expect((await ledgerOf(db(), user.id)).map((row) => row.reason)).toEqual(['points.purchased', 'payment.disputed']);
    expect(await disputeRow(dispute.id)).toMatchObject({ status: 'needs_response', points_taken: 2500 });
    await expect(h().sdk.refunds.create({ payment_intent: intentId })).rejects.toThrow('has been charged back');

    await h().sdk.disputes.close(dispute.id);
    await h().stripe.settled();
    await expectExactBook(user.id, 0);
    expect(await disputeRow(dispute.id)).toMatchObject({ status: 'lost', points_taken: 2500, points_restored: 0 });
    expect((await noticesOf(user.id)).map((n) => n.title)).toEqual([
      'Your payment for Value is disputed',
      'The dispute of your payment for Value is closed',
    ]);

    const admin = await member(UserRole.Admin);
    const report = await get(h().app, '/api/admin/store/sales?days=7', admin.cookie).expect(200);
    expect(report.body.disputeTotals).toEqual({ opened: 1, open: 0, won: 0, lost: 1, lostCents: 1000 });
    expect(report.body.disputes).toEqual([
      expect.objectContaining({ disputeId: dispute.id, status: 'lost', amountCents: 1000, pointsTaken: 2500 }),
    ]);
  });

  it('a dispute decided for the site gives back the points and the flair it took; a revoked boost comes back as its points', async () => {
    const { user, cookie } = await member(UserRole.Moderator);
    const flair = await createFlair(db(), { pointCost: 1000 });
    const article = await createArticle(db(), user);
    const intentId = await buyValuePack(cookie);
    await buyFlair(cookie, flair.id).expect(201);
    await post(h().app, '/api/boosts', cookie).send({ articleId: article.id }).expect(201);
    expect(await balanceOf(db(), user.id)).toBe(1250);

    const dispute = h().stripe.dispute(intentId);
    await h().stripe.settled();
    expect(await ownedFlairs(user.id)).toEqual([]);
    expect((await boostsOf(cookie)).map((b) => b.status)).toEqual(['revoked']);
    await expectExactBook(user.id, 0);

    await h().sdk.disputes.update(dispute.id, { evidence: { uncategorized_text: 'winning_evidence' } });
    await h().stripe.settled();
    expect(await disputeRow(dispute.id)).toMatchObject({ status: 'won', points_taken: 2500, points_restored: 2500 });
    expect(await ownedFlairs(user.id)).toEqual([flair.id]);
    expect((await boostsOf(cookie)).map((b) => b.status)).toEqual(['revoked']);
    // As before the dispute (1,250), plus the boost's 250 that could not be given back as a boost.
    await expectExactBook(user.id, 1500);
    expect((await ledgerOf(db(), user.id)).slice(-2)).toEqual([
      { delta: 2500, reason: 'payment.dispute-won' },
      { delta: -1000, reason: 'flair.purchased' },
    ]);
    const notices = await noticesOf(user.id);
    expect(notices.map((n) => n.title)).toEqual([
      'Your payment for Value is disputed',
      'Your payment for Value stands',
    ]);
    expect(notices[1].body).toBe(
      `The dispute was decided for the payment: 2,500 points taken back were given back. Given back: Flair "${flair.displayName}". ` +
        `Not given back, their points stay in your balance: Boost of "${article.title}".`,
    );
    // A refund after the dispute was won takes its share as any refund does.
    await h().sdk.refunds.create({ payment_intent: intentId });
    await h().stripe.settled();
    await expectExactBook(user.id, 0);
    expect(await paymentOf(db(), intentId)).toMatchObject({ points_debited: 2500, points_unrecovered: 0 });
  });

  it('an inquiry withdraws nothing and takes nothing, and closing it changes nothing', async () => {
    const { user, cookie } = await member();
    const intentId = await buyValuePack(cookie, 'pm_card_createDisputeInquiry');
    const [inquiry] = (await h().sdk.disputes.list({ payment_intent: intentId })).data;
    expect(inquiry.status).toBe('warning_needs_response');
    await h().sdk.disputes.close(inquiry.id);
    await h().stripe.settled();
    await expectExactBook(user.id, 2500);
    expect(await disputeRow(inquiry.id)).toMatchObject({ status: 'warning_closed', points_taken: 0 });
    expect(await noticesOf(user.id)).toEqual([]);
  });

  it('takes back once however often, and in whatever order, the dispute events arrive', async () => {
    const { user, cookie } = await member();
    const intentId = await buyValuePack(cookie);
    const created = h().stripe.event('charge.dispute.created', disputeObject(intentId), 'evt_same_dispute');
    const answers = await Promise.all([deliver(created), deliver(created), deliver(created)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.body.duplicate === false)).toHaveLength(1);
    // Another event about the same withdrawal, and a late older one, take nothing more.
    await deliver(h().stripe.event('charge.dispute.funds_withdrawn', disputeObject(intentId))).expect(200);
    await deliver(created).expect(200);
    await expectExactBook(user.id, 0);
    expect((await ledgerOf(db(), user.id)).filter((row) => row.reason === 'payment.disputed')).toEqual([
      { delta: -2500, reason: 'payment.disputed' },
    ]);
    // Won, then an older "needs response" arriving late neither reopens it nor takes again.
    await deliver(h().stripe.event('charge.dispute.closed', disputeObject(intentId, { status: 'won' }))).expect(200);
    await deliver(h().stripe.event('charge.dispute.funds_reinstated', disputeObject(intentId, { status: 'won' })));
    await deliver(h().stripe.event('charge.dispute.updated', disputeObject(intentId))).expect(200);
    await expectExactBook(user.id, 2500);
    expect(await disputeRow('dp_test_dispute')).toMatchObject({ status: 'won', points_restored: 2500 });
  });

  it('a dispute whose withdrawal arrives before the payment succeeded takes its share once the points are credited', async () => {
    const { user, cookie } = await member();
    const res = await post(h().app, '/api/create-payment-intent', cookie).send(VALUE_PACK).expect(200);
    const intentId = (res.body as { paymentIntentId: string }).paymentIntentId;
    const intent = h().stripe.intent(intentId)!;
    const withdrawn = disputeObject(intentId, { charge: 'ch_early', amount: 1000 });
    await deliver(h().stripe.event('charge.dispute.funds_withdrawn', withdrawn)).expect(200);
    const succeeded = { ...intent, status: 'succeeded', amount_received: intent.amount, latest_charge: 'ch_early' };
    await deliver(h().stripe.event('payment_intent.succeeded', succeeded)).expect(200);
    await expectExactBook(user.id, 0);
    expect(await disputeRow('dp_test_dispute')).toMatchObject({ points_taken: 2500 });
  });

  describe('a purchase racing with a refund', () => {
    /** Holds the member's balance row, as a long transaction would, until `release` is called. */
    async function holdBalanceRow(userId: string) {
      const runner = db().createQueryRunner();
      await runner.connect();
      await runner.startTransaction();
      await runner.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [userId]);
      return async () => {
        await runner.commitTransaction();
        await runner.release();
      };
    }
    /** Waits until `count` statements of this database wait for a lock (the racers are in place). */
    async function lockWaiters(count: number) {
      for (;;) {
        const [{ waiting }] = await db().query<{ waiting: number }[]>(
          `SELECT count(*)::int AS waiting FROM pg_stat_activity
           WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        if (waiting >= count) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }

    it('a purchase that commits first is undone by the refund', async () => {
      const { user, cookie } = await member();
      const flair = await createFlair(db(), { pointCost: 2000 });
      const intentId = await buyValuePack(cookie);
      const release = await holdBalanceRow(user.id);
      const purchase = buyFlair(cookie, flair.id).then((res) => res);
      await lockWaiters(1);
      await h().sdk.refunds.create({ payment_intent: intentId });
      await lockWaiters(2);
      await release();
      expect((await purchase).status).toBe(201);
      await h().stripe.settled();
      expect(await ownedFlairs(user.id)).toEqual([]);
      await expectExactBook(user.id, 0);
      expect(await paymentOf(db(), intentId)).toMatchObject({ points_debited: 2500, points_unrecovered: 0 });
    });

    it('a purchase that waits behind the refund finds the points gone and is refused', async () => {
      const { user, cookie } = await member();
      const flair = await createFlair(db(), { pointCost: 2000 });
      const intentId = await buyValuePack(cookie);
      const release = await holdBalanceRow(user.id);
      await h().sdk.refunds.create({ payment_intent: intentId });
      await lockWaiters(1);
      const purchase = buyFlair(cookie, flair.id).then((res) => res);
      await lockWaiters(2);
      await release();
      const refused = await purchase;
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Insufficient points to purchase this flair');
      await h().stripe.settled();
      expect(await ownedFlairs(user.id)).toEqual([]);
      await expectExactBook(user.id, 0);
    });
  });
});
