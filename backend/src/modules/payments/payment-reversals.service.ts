import { Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import type { EntityManager } from 'typeorm';
import { PointsTakeBackService } from '../points/points-take-back.service.js';
import type { PaymentDispute } from './entities/payment-dispute.entity.js';
import { PaymentStatus, type Payment } from './entities/payment.entity.js';
import { FINAL_DISPUTE_STATUSES, PaymentDisputesRepository } from './payment-disputes.repository.js';
import { PaymentLedgerReasons } from './payments.errors.js';
import { ReversalNotices } from './reversal-notices.js';

/** Statuses of a dispute whose money Stripe has withdrawn (a chargeback, not an inquiry), or kept for good. */
const MONEY_WITHDRAWN = ['needs_response', 'under_review', 'lost', 'appeal_needs_response', 'appeal_under_review'];
/** Statuses that end a dispute in the site's favour (an inquiry that closed withdrew nothing). */
const DECIDED_FOR_SITE = ['won', 'prevented', 'warning_closed'];

/**
 * What refunds and disputes take back, applied inside the webhook's transaction with the payment
 * row locked. Both take the same share of the credited points, floor(credited × amount ÷ paid),
 * never more than is still credited; the points come back through PointsTakeBackService (the
 * balance, then purchases made with them since, newest first; the rest is unrecovered).
 * - A refund is final: its takings only grow with the refunded amount.
 * - A dispute takes its share when Stripe withdraws the money (a chargeback; an inquiry takes
 *   nothing), or when the points are credited if that comes later; keeps it when lost; and gives
 *   everything back when decided for the site. After that it never takes again, and any refund
 *   share it had held off is then taken.
 */
@Injectable()
export class PaymentReversalsService {
  constructor(
    private readonly takeBack: PointsTakeBackService,
    private readonly disputes: PaymentDisputesRepository,
    private readonly notices: ReversalNotices,
  ) {}

  async refunded(manager: EntityManager, payment: Payment, charge: Stripe.Charge): Promise<void> {
    // Each charge.refunded event carries the cumulative refunded amount; an older one changes nothing.
    const refundedCents = Math.min(charge.amount_refunded, payment.amountCents);
    if (refundedCents <= payment.amountRefundedCents) return;
    payment.amountRefundedCents = refundedCents;
    payment.stripeChargeId ??= charge.id;
    payment.refundedAt = new Date();
    payment.status = refundedCents >= payment.amountCents ? PaymentStatus.Refunded : PaymentStatus.PartiallyRefunded;
    await this.takeRefundShare(manager, payment);
  }

  async disputeEvent(manager: EntityManager, payment: Payment, type: string, object: Stripe.Dispute): Promise<void> {
    const dispute = await this.disputes.upsertLocked(manager, {
      id: object.id,
      paymentId: payment.id,
      amountCents: object.amount,
      currency: object.currency,
      reason: object.reason ?? 'general',
      status: object.status,
      openedAt: new Date((object.created || Math.floor(Date.now() / 1000)) * 1000),
    });
    const status = dispute.status; // a closed dispute's status stays whatever arrives late
    if (FINAL_DISPUTE_STATUSES.includes(status)) dispute.closedAt ??= new Date();
    const forSite = DECIDED_FOR_SITE.includes(status) || type === 'charge.dispute.funds_reinstated';
    const withdrawn = MONEY_WITHDRAWN.includes(status) || type === 'charge.dispute.funds_withdrawn';
    if (forSite) {
      if (!dispute.restoredAt) await this.giveBack(manager, payment, dispute);
    } else if (withdrawn && !dispute.takenAt) {
      await this.take(manager, payment, dispute);
    }
    if (status === 'lost' && dispute.pointsTaken + dispute.pointsUnrecovered > 0) {
      await this.notices.disputeLost(manager, payment, `dispute:${dispute.id}:lost`);
    }
    await this.disputes.save(manager, dispute);
  }

  private async takeRefundShare(manager: EntityManager, payment: Payment): Promise<void> {
    const owed = share(payment, payment.amountRefundedCents);
    const already = payment.pointsDebited + payment.pointsUnrecovered;
    const held = await this.disputes.heldByDisputes(manager, payment.id);
    const toTake = Math.min(owed - already, payment.pointsCredited - already - held);
    if (toTake <= 0 || !payment.userId) return;
    const result = await this.takeShare(manager, payment.userId, payment, toTake, PaymentLedgerReasons.refunded);
    payment.pointsDebited += result.taken;
    payment.pointsUnrecovered += result.unrecovered;
    await this.disputes.insertRevokedItems(manager, { paymentId: payment.id, disputeId: null, items: result.revoked });
    await this.notices.takenBack(manager, payment, {
      kind: 'refund',
      key: `payment:${payment.id}:refund:${payment.amountRefundedCents}`,
      ...result,
    });
  }

  /** A dispute whose money was withdrawn before the payment's points were credited takes its share now. */
  async afterCredit(manager: EntityManager, payment: Payment): Promise<void> {
    for (const dispute of await this.disputes.waitingToTake(manager, payment.id, MONEY_WITHDRAWN)) {
      await this.take(manager, payment, dispute);
      await this.disputes.save(manager, dispute);
    }
  }

  private async take(manager: EntityManager, payment: Payment, dispute: PaymentDispute): Promise<void> {
    if (!payment.creditedAt) return; // nothing to take yet: afterCredit takes it once credited
    dispute.takenAt = new Date();
    const refunds = payment.pointsDebited + payment.pointsUnrecovered;
    const held = await this.disputes.heldByDisputes(manager, payment.id, dispute.id);
    const toTake = Math.min(share(payment, dispute.amountCents), payment.pointsCredited - refunds - held);
    if (toTake <= 0 || !payment.userId) return;
    const result = await this.takeShare(manager, payment.userId, payment, toTake, PaymentLedgerReasons.disputed);
    dispute.pointsTaken = result.taken;
    dispute.pointsUnrecovered = result.unrecovered;
    await this.disputes.insertRevokedItems(manager, {
      paymentId: payment.id,
      disputeId: dispute.id,
      items: result.revoked,
    });
    await this.notices.takenBack(manager, payment, { kind: 'dispute', key: `dispute:${dispute.id}:taken`, ...result });
  }

  /** Takes `points` of the payment's credit back from its buyer, as a ledger row of `reason`. */
  private takeShare(manager: EntityManager, userId: string, payment: Payment, points: number, reason: string) {
    const reference = creditReference(payment);
    return this.takeBack.takeBack(manager, { userId, points, creditReference: reference, reason, reference });
  }

  private async giveBack(manager: EntityManager, payment: Payment, dispute: PaymentDispute): Promise<void> {
    dispute.restoredAt = new Date();
    if (!dispute.takenAt || !payment.userId) return;
    const revoked = await this.disputes.revokedByDispute(manager, dispute.id);
    const restored = await this.takeBack.giveBack(manager, {
      userId: payment.userId,
      points: dispute.pointsTaken,
      reason: PaymentLedgerReasons.disputeWon,
      reference: creditReference(payment),
      revoked,
    });
    dispute.pointsRestored = dispute.pointsTaken;
    const restoredIds = new Set(restored.map((item) => item.id));
    await this.disputes.markRestored(manager, [...restoredIds]);
    await this.notices.givenBack(manager, payment, {
      key: `dispute:${dispute.id}:restored`,
      points: dispute.pointsTaken,
      restored,
      kept: revoked.filter((item) => !restoredIds.has(item.id)),
    });
    // What the dispute held may have kept a refund from taking its share: take it now.
    await this.disputes.save(manager, dispute);
    await this.takeRefundShare(manager, payment);
  }
}

/** The points a reversal of `cents` of the payment takes: its share of what was credited, rounded down. */
function share(payment: Payment, cents: number): number {
  if (payment.amountCents <= 0) return 0;
  return Math.floor((payment.pointsCredited * Math.min(cents, payment.amountCents)) / payment.amountCents);
}

/** The ledger reference of the payment's credit (and of what is taken back from it). */
function creditReference(payment: Payment): string {
  return `payment:${payment.id}`;
}
