import { Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { DataSource, type EntityManager } from 'typeorm';
import { PointsService } from '../points/points.service.js';
import { StoreItemKind } from '../store/store-item-kind.js';
import { PaymentStatus, type Payment } from './entities/payment.entity.js';
import { PaymentLedgerReasons } from './payments.errors.js';
import { PaymentReversalsService } from './payment-reversals.service.js';
import { PaymentsRepository } from './payments.repository.js';

/** States a late event about an earlier attempt may still move (a final state is never left). */
const OPEN: PaymentStatus[] = [PaymentStatus.Created, PaymentStatus.Pending, PaymentStatus.Processing];
const REFUNDED: PaymentStatus[] = [PaymentStatus.PartiallyRefunded, PaymentStatus.Refunded];
/** The dispute events acted on (Stripe sends each with the Dispute object as it stands). */
const DISPUTE_EVENTS = new Set([
  'charge.dispute.created',
  'charge.dispute.updated',
  'charge.dispute.closed',
  'charge.dispute.funds_withdrawn',
  'charge.dispute.funds_reinstated',
]);

/**
 * Acts on verified Stripe events. Each event commits in one transaction with its id recorded in
 * stripe_events (a redelivered event changes nothing) and the payment row locked (events about one
 * payment apply one at a time, whatever order they arrive in):
 * - payment_intent.succeeded credits the catalogue points once (never after a refund);
 * - charge.refunded and charge.dispute.* take back or give back points (PaymentReversalsService);
 * - processing / payment_failed / canceled only move a payment that is still open.
 */
@Injectable()
export class StripeWebhooksService {
  private readonly logger = new Logger(StripeWebhooksService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: PaymentsRepository,
    private readonly points: PointsService,
    private readonly reversals: PaymentReversalsService,
  ) {}

  /** True when the event had been received before. */
  async handle(event: Stripe.Event): Promise<{ duplicate: boolean }> {
    const lookup = paymentLookupOf(event);
    const intentId = lookup.paymentIntentId;
    return this.dataSource.transaction(async (manager) => {
      const first = await this.repository.recordEvent(manager, {
        id: event.id,
        type: event.type,
        paymentIntentId: intentId,
      });
      if (!first) return { duplicate: true };
      const payment = await this.repository.lockForEvent(manager, lookup);
      if (!payment) {
        if (intentId) this.logger.warn({ eventId: event.id, intentId }, 'Stripe event for an unknown payment ignored');
        return { duplicate: false };
      }
      if (intentId) payment.stripePaymentIntentId ??= intentId;
      if (event.type === 'payment_intent.succeeded') {
        await this.succeeded(manager, payment, event.data.object);
      } else if (event.type === 'payment_intent.processing') {
        if (OPEN.includes(payment.status)) payment.status = PaymentStatus.Processing;
      } else if (event.type === 'payment_intent.payment_failed') {
        if (OPEN.includes(payment.status)) {
          payment.status = PaymentStatus.Failed;
          payment.failureMessage = event.data.object.last_payment_error?.message?.slice(0, 500) ?? null;
        }
      } else if (event.type === 'payment_intent.canceled') {
        if (OPEN.includes(payment.status) || payment.status === PaymentStatus.Failed) {
          payment.status = PaymentStatus.Canceled;
        }
      } else if (event.type === 'charge.refunded') {
        await this.reversals.refunded(manager, payment, event.data.object);
      } else if (DISPUTE_EVENTS.has(event.type)) {
        await this.reversals.disputeEvent(manager, payment, event.type, event.data.object as Stripe.Dispute);
      }
      await this.repository.save(manager, payment);
      return { duplicate: false };
    });
  }

  private async succeeded(manager: EntityManager, payment: Payment, intent: Stripe.PaymentIntent): Promise<void> {
    if (payment.creditedAt || REFUNDED.includes(payment.status)) return;
    if (intent.amount_received !== payment.amountCents || intent.currency !== payment.currency) {
      // Cannot happen for intents this server made; never credit a figure the catalogue did not set.
      this.logger.error({ paymentId: payment.id, intentId: intent.id }, 'Succeeded intent does not match its payment');
      payment.failureMessage = `Amount received ${intent.amount_received} ${intent.currency} does not match`;
      return;
    }
    payment.status = PaymentStatus.Succeeded;
    payment.stripeChargeId = idOf(intent.latest_charge) ?? payment.stripeChargeId;
    payment.creditedAt = new Date();
    payment.failureMessage = null;
    if (!payment.userId) return; // the account is gone: the sale stands, nobody to credit
    await this.points.apply(manager, {
      userId: payment.userId,
      delta: payment.points,
      reason:
        payment.itemKind === StoreItemKind.Donation
          ? PaymentLedgerReasons.donationPoints
          : PaymentLedgerReasons.pointsBought,
      reference: `payment:${payment.id}`,
    });
    payment.pointsCredited = payment.points;
    await this.reversals.afterCredit(manager, payment);
  }
}

/**
 * How to find the payment an event is about: the intent's id (and our id from its metadata), or for
 * a charge or a dispute the intent it names (a dispute also names its charge).
 */
function paymentLookupOf(event: Stripe.Event): {
  paymentIntentId: string | null;
  paymentId?: string;
  chargeId?: string;
} {
  if (event.type.startsWith('payment_intent.')) {
    const intent = event.data.object as Stripe.PaymentIntent;
    return { paymentIntentId: intent.id, paymentId: intent.metadata?.paymentId };
  }
  if (event.type.startsWith('charge.dispute.')) {
    const dispute = event.data.object as Stripe.Dispute;
    return { paymentIntentId: idOf(dispute.payment_intent), chargeId: idOf(dispute.charge) ?? undefined };
  }
  if (event.type.startsWith('charge.'))
    return { paymentIntentId: idOf((event.data.object as Stripe.Charge).payment_intent) };
  return { paymentIntentId: null };
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}
