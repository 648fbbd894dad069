import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, type EntityManager } from 'typeorm';
import { BaseRepository } from '../../database/base.repository.js';
import { returnedRows } from '../../database/raw-results.js';
import type { RevokedPurchase } from '../points/points-purchases.js';
import { PaymentDispute } from './entities/payment-dispute.entity.js';
import { PaymentRevokedItem } from './entities/payment-revoked-item.entity.js';

/** Dispute statuses after which Stripe changes nothing more (a closed dispute's status stays). */
export const FINAL_DISPUTE_STATUSES = ['won', 'lost', 'warning_closed', 'prevented'];

export interface DisputeFacts {
  id: string;
  paymentId: string;
  amountCents: number;
  currency: string;
  reason: string;
  status: string;
  openedAt: Date;
}

export interface DisputeReportRow {
  id: string;
  payment_id: string;
  package_name: string;
  user_id: string | null;
  username: string | null;
  payment_amount_cents: number;
  amount_cents: number;
  reason: string;
  status: string;
  points_taken: number;
  points_unrecovered: number;
  points_restored: number;
  opened_at: Date;
  closed_at: Date | null;
}

export interface DisputeTotalsRow {
  opened: number;
  open: number;
  won: number;
  lost: number;
  lost_cents: number;
}

/** The queries on payment_disputes and payment_revoked_items. */
@Injectable()
export class PaymentDisputesRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /**
   * Records what Stripe says of a dispute and returns its row, locked. A dispute already closed keeps
   * its status (an older event arriving late does not reopen it).
   */
  async upsertLocked(transaction: EntityManager, facts: DisputeFacts): Promise<PaymentDispute> {
    await transaction.query(
      `INSERT INTO payment_disputes (id, payment_id, amount_cents, currency, reason, status, opened_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (id) DO UPDATE SET amount_cents = EXCLUDED.amount_cents, reason = EXCLUDED.reason,
         status = CASE WHEN payment_disputes.status = ANY($8) THEN payment_disputes.status ELSE EXCLUDED.status END,
         updated_at = now()`,
      [
        facts.id,
        facts.paymentId,
        facts.amountCents,
        facts.currency,
        facts.reason.slice(0, 64),
        facts.status.slice(0, 40),
        facts.openedAt,
        FINAL_DISPUTE_STATUSES,
      ],
    );
    return (await this.manager(transaction)
      .getRepository(PaymentDispute)
      .findOne({ where: { id: facts.id }, lock: { mode: 'pessimistic_write' } }))!;
  }

  /** The payment's disputes in one of these statuses that have taken nothing yet and were not decided for the site, locked. */
  waitingToTake(transaction: EntityManager, paymentId: string, statuses: string[]): Promise<PaymentDispute[]> {
    return this.manager(transaction)
      .getRepository(PaymentDispute)
      .find({
        where: { paymentId, takenAt: IsNull(), restoredAt: IsNull(), status: In(statuses) },
        order: { openedAt: 'ASC', id: 'ASC' },
        lock: { mode: 'pessimistic_write' },
      });
  }

  save(transaction: EntityManager, dispute: PaymentDispute): Promise<PaymentDispute> {
    return this.manager(transaction).getRepository(PaymentDispute).save(dispute);
  }

  /** Points the payment's disputes hold taken back now (taken, not given back), other than `exceptId`'s. */
  async heldByDisputes(transaction: EntityManager, paymentId: string, exceptId?: string): Promise<number> {
    const [row] = await returnedRows<{ held: number }>(
      transaction,
      `SELECT coalesce(sum(points_taken + points_unrecovered), 0)::int AS held FROM payment_disputes
       WHERE payment_id = $1 AND taken_at IS NOT NULL AND restored_at IS NULL AND id IS DISTINCT FROM $2`,
      [paymentId, exceptId ?? null],
    );
    return row.held;
  }

  async insertRevokedItems(
    transaction: EntityManager,
    { paymentId, disputeId, items }: { paymentId: string; disputeId: string | null; items: RevokedPurchase[] },
  ): Promise<void> {
    if (items.length === 0) return;
    const repository = this.manager(transaction).getRepository(PaymentRevokedItem);
    await repository.insert(
      items.map((item) => ({
        paymentId,
        disputeId,
        spendReason: item.spendReason,
        reference: item.reference,
        points: item.points,
      })),
    );
  }

  /** The purchases a dispute undid and has not given back, in the order it undid them. */
  revokedByDispute(transaction: EntityManager, disputeId: string): Promise<PaymentRevokedItem[]> {
    return this.manager(transaction)
      .getRepository(PaymentRevokedItem)
      .find({ where: { disputeId, restoredAt: IsNull() }, order: { id: 'ASC' } });
  }

  async markRestored(transaction: EntityManager, itemIds: string[]): Promise<void> {
    if (itemIds.length === 0) return;
    await transaction.query(`UPDATE payment_revoked_items SET restored_at = now() WHERE id = ANY($1::bigint[])`, [
      itemIds,
    ]);
  }

  /** The purchases the refunds (dispute null) and the disputes of these payments undid, oldest first. */
  revokedItemsOf(paymentIds: string[]): Promise<PaymentRevokedItem[]> {
    if (paymentIds.length === 0) return Promise.resolve([]);
    return returnedRows<PaymentRevokedItem>(
      this.manager(),
      `SELECT id::text AS "id", payment_id AS "paymentId", dispute_id AS "disputeId", spend_reason AS "spendReason",
              reference, points, revoked_at AS "revokedAt", restored_at AS "restoredAt"
       FROM payment_revoked_items WHERE payment_id = ANY($1::uuid[]) ORDER BY id`,
      [paymentIds],
    );
  }

  /** Disputes opened within [from, to), newest first. */
  disputes(from: Date, to: Date, limit: number): Promise<DisputeReportRow[]> {
    return returnedRows<DisputeReportRow>(
      this.manager(),
      `SELECT d.id, d.payment_id, p.package_name, p.user_id, u.username, p.amount_cents AS payment_amount_cents,
              d.amount_cents, d.reason, d.status, d.points_taken, d.points_unrecovered, d.points_restored,
              d.opened_at, d.closed_at
       FROM payment_disputes d JOIN payments p ON p.id = d.payment_id LEFT JOIN users u ON u.id = p.user_id
       WHERE d.opened_at >= $1 AND d.opened_at < $2
       ORDER BY d.opened_at DESC, d.id LIMIT $3`,
      [from, to, limit],
    );
  }

  /** Counts of the disputes opened within [from, to), and the money lost to those decided against the site. */
  async totals(from: Date, to: Date): Promise<DisputeTotalsRow> {
    const [row] = await returnedRows<DisputeTotalsRow>(
      this.manager(),
      `SELECT count(*)::int AS opened,
              count(*) FILTER (WHERE NOT (status = ANY($3)))::int AS open,
              count(*) FILTER (WHERE status = 'won')::int AS won,
              count(*) FILTER (WHERE status = 'lost')::int AS lost,
              coalesce(sum(amount_cents) FILTER (WHERE status = 'lost'), 0)::int AS lost_cents
       FROM payment_disputes WHERE opened_at >= $1 AND opened_at < $2`,
      [from, to, FINAL_DISPUTE_STATUSES],
    );
    return row;
  }
}
