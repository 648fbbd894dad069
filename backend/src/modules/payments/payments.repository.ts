import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type FindOptionsWhere } from 'typeorm';
import { BaseRepository } from '../../database/base.repository.js';
import { returnedRows } from '../../database/raw-results.js';
import { Payment, PaymentStatus } from './entities/payment.entity.js';
import { StripeEvent } from './entities/stripe-event.entity.js';

export type NewPayment = Pick<
  Payment,
  | 'id'
  | 'userId'
  | 'storeItemId'
  | 'itemKind'
  | 'packageName'
  | 'amountCents'
  | 'currency'
  | 'points'
  | 'idempotencyKey'
>;

export interface SalesDayRow {
  day: string;
  payments: number;
  gross_cents: number;
  refunds: number;
  refunded_cents: number;
}

export interface SalesPackageRow {
  store_item_id: string;
  package_name: string;
  item_kind: string;
  payments: number;
  gross_cents: number;
  refunds: number;
  refunded_cents: number;
  points_credited: number;
}

export interface RefundRow {
  id: string;
  package_name: string;
  user_id: string | null;
  username: string | null;
  amount_cents: number;
  amount_refunded_cents: number;
  points_debited: number;
  points_unrecovered: number;
  status: PaymentStatus;
  refunded_at: Date;
}

/** Payments that took money: the sales figures count these. */
const PAID = `('succeeded', 'partially_refunded', 'refunded')`;

/** The queries on payments and stripe_events. */
@Injectable()
export class PaymentsRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  private payments(transaction?: EntityManager) {
    return this.manager(transaction).getRepository(Payment);
  }

  insert(payment: NewPayment): Promise<Payment> {
    const payments = this.payments();
    return payments.save(payments.create({ ...payment, status: PaymentStatus.Created }));
  }

  async attachIntent(id: string, paymentIntentId: string): Promise<void> {
    await this.payments().update(
      { id, status: PaymentStatus.Created },
      { stripePaymentIntentId: paymentIntentId, status: PaymentStatus.Pending },
    );
  }

  async markCreateFailed(id: string, message: string): Promise<void> {
    await this.payments().update({ id }, { status: PaymentStatus.Failed, failureMessage: message.slice(0, 500) });
  }

  /**
   * Records a verified event by its id. False when the id is already there: a redelivery. A
   * concurrent delivery of the same event waits on the primary key until the first commits.
   */
  async recordEvent(
    transaction: EntityManager,
    event: Pick<StripeEvent, 'id' | 'type' | 'paymentIntentId'>,
  ): Promise<boolean> {
    const rows = await returnedRows(
      transaction,
      `INSERT INTO "stripe_events" ("id", "type", "payment_intent_id") VALUES ($1, $2, $3)
       ON CONFLICT ("id") DO NOTHING RETURNING "id"`,
      [event.id, event.type, event.paymentIntentId],
    );
    return rows.length === 1;
  }

  /**
   * The payment an event is about, locked for the rest of the transaction (events about one payment
   * are applied one at a time). Found by the intent id, or by our id in the intent's metadata when the
   * event overtook the answer that stores the intent id, or by the charge id (a dispute of a charge
   * that names no intent).
   */
  async lockForEvent(
    transaction: EntityManager,
    { paymentIntentId, paymentId, chargeId }: { paymentIntentId: string | null; paymentId?: string; chargeId?: string },
  ): Promise<Payment | null> {
    const lockOne = (where: FindOptionsWhere<Payment>) =>
      this.payments(transaction).findOne({ where, lock: { mode: 'pessimistic_write' } });
    const byIntent = paymentIntentId ? await lockOne({ stripePaymentIntentId: paymentIntentId }) : null;
    if (byIntent) return byIntent;
    if (paymentId && isUuid(paymentId)) return lockOne({ id: paymentId });
    if (chargeId) return lockOne({ stripeChargeId: chargeId });
    return null;
  }

  save(transaction: EntityManager, payment: Payment): Promise<Payment> {
    return this.payments(transaction).save(payment);
  }

  findForUser(userId: string, paymentIntentId: string): Promise<Payment | null> {
    return this.payments().findOne({ where: { userId, stripePaymentIntentId: paymentIntentId } });
  }

  /** Paid payments by day of payment, and refunds by day of refund, within [from, to). */
  salesByDay(from: Date, to: Date): Promise<SalesDayRow[]> {
    return this.dataSource.query(
      `WITH paid AS (
         SELECT to_char(date_trunc('day', created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day,
                count(*)::int AS payments, sum(amount_cents)::int AS gross_cents
         FROM payments WHERE status IN ${PAID} AND created_at >= $1 AND created_at < $2 GROUP BY 1),
       refunded AS (
         SELECT to_char(date_trunc('day', refunded_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day,
                count(*)::int AS refunds, sum(amount_refunded_cents)::int AS refunded_cents
         FROM payments WHERE refunded_at IS NOT NULL AND refunded_at >= $1 AND refunded_at < $2 GROUP BY 1)
       SELECT coalesce(paid.day, refunded.day) AS day,
              coalesce(paid.payments, 0) AS payments, coalesce(paid.gross_cents, 0) AS gross_cents,
              coalesce(refunded.refunds, 0) AS refunds, coalesce(refunded.refunded_cents, 0) AS refunded_cents
       FROM paid FULL OUTER JOIN refunded ON paid.day = refunded.day
       ORDER BY 1`,
      [from, to],
    );
  }

  /** Paid payments within [from, to) by package, with what of them was refunded since. */
  salesByPackage(from: Date, to: Date): Promise<SalesPackageRow[]> {
    return this.dataSource.query(
      `SELECT store_item_id, max(package_name) AS package_name, max(item_kind::text) AS item_kind,
              count(*)::int AS payments, sum(amount_cents)::int AS gross_cents,
              count(*) FILTER (WHERE amount_refunded_cents > 0)::int AS refunds,
              sum(amount_refunded_cents)::int AS refunded_cents,
              sum(points_credited)::int AS points_credited
       FROM payments WHERE status IN ${PAID} AND created_at >= $1 AND created_at < $2
       GROUP BY store_item_id ORDER BY gross_cents DESC, package_name`,
      [from, to],
    );
  }

  /** Refunds within [from, to), newest first. */
  refunds(from: Date, to: Date, limit: number): Promise<RefundRow[]> {
    return this.dataSource.query(
      `SELECT p.id, p.package_name, p.user_id, u.username, p.amount_cents, p.amount_refunded_cents,
              p.points_debited, p.points_unrecovered, p.status, p.refunded_at
       FROM payments p LEFT JOIN users u ON u.id = p.user_id
       WHERE p.refunded_at IS NOT NULL AND p.refunded_at >= $1 AND p.refunded_at < $2
       ORDER BY p.refunded_at DESC LIMIT $3`,
      [from, to, limit],
    );
  }
}

function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
