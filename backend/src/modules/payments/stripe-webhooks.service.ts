import { Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { DataSource, type EntityManager } from 'typeorm';
import { PointsService } from '../points/points.service.js';
import { StoreItemKind } from '../store/store-item-kind.js';
import { PaymentStatus, type Payment } from './entities/payment.entity.js';
import { PaymentLedgerReasons } from './payments.errors.js';
import { PaymentsRepository } from './payments.repository.js';

/** States a late event about an earlier attempt may still move (a final state is never left). */
const OPEN: PaymentStatus[] = [PaymentStatus.Created, PaymentStatus.Pending, PaymentStatus.Processing];
const REFUNDED: PaymentStatus[] = [PaymentStatus.PartiallyRefunded, PaymentStatus.Refunded];

/**
 * Acts on verified Stripe events. Each event commits in one transaction with its id recorded in
 * stripe_events (a redelivered event changes nothing) and the payment row locked (events about one
 * payment apply one at a time, whatever order they arrive in):
 * - payment_intent.succeeded credits the catalogue points once (never after a refund);
 * - charge.refunded takes back the refunded share of what was credited, never below 0: points already
 *   spent stay spent and are recorded as unrecovered on the payment for the sales report;
 * - processing / payment_failed / canceled only move a payment that is still open.
 */
@Injectable()
export class StripeWebhooksService {
  private readonly logger = new Logger(StripeWebhooksService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: PaymentsRepository,
    private readonly points: PointsService,
  ) {}

  /** True when the event had been received before. */
  async handle(event: Stripe.Event): Promise<{ duplicate: boolean }> {
    const intentId = paymentIntentIdOf(event);
    return this.dataSource.transaction(async (manager) => {
      const first = await this.repository.recordEvent(manager, {
        id: event.id,
        type: event.type,
        paymentIntentId: intentId,
      });
      if (!first) return { duplicate: true };
      if (!intentId) return { duplicate: false };
      const metadataPaymentId = event.type.startsWith('payment_intent.')
        ? (event.data.object as Stripe.PaymentIntent).metadata?.paymentId
        : undefined;
      const payment = await this.repository.lockForIntent(manager, intentId, metadataPaymentId);
      if (!payment) {
        this.logger.warn({ eventId: event.id, intentId }, 'Stripe event for an unknown payment ignored');
        return { duplicate: false };
      }
      payment.stripePaymentIntentId ??= intentId;
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
        await this.refunded(manager, payment, event.data.object);
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
    payment.stripeChargeId = chargeIdOf(intent.latest_charge) ?? payment.stripeChargeId;
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
  }

  private async refunded(manager: EntityManager, payment: Payment, charge: Stripe.Charge): Promise<void> {
    // Each charge.refunded event carries the cumulative refunded amount; an older one changes nothing.
    const refundedCents = Math.min(charge.amount_refunded, payment.amountCents);
    if (refundedCents <= payment.amountRefundedCents) return;
    payment.amountRefundedCents = refundedCents;
    payment.stripeChargeId ??= charge.id;
    payment.refundedAt = new Date();
    payment.status = refundedCents >= payment.amountCents ? PaymentStatus.Refunded : PaymentStatus.PartiallyRefunded;

    const owed = Math.floor((payment.pointsCredited * refundedCents) / payment.amountCents);
    const toTake = owed - payment.pointsDebited - payment.pointsUnrecovered;
    if (toTake <= 0 || !payment.userId) return;
    const taken = await this.points.takeUpTo(manager, {
      userId: payment.userId,
      upTo: toTake,
      reason: PaymentLedgerReasons.refunded,
      reference: `payment:${payment.id}`,
    });
    payment.pointsDebited += taken;
    payment.pointsUnrecovered += toTake - taken;
  }
}

function paymentIntentIdOf(event: Stripe.Event): string | null {
  if (event.type.startsWith('payment_intent.')) return (event.data.object as Stripe.PaymentIntent).id;
  if (event.type.startsWith('charge.')) {
    const intent = (event.data.object as Stripe.Charge).payment_intent;
    return typeof intent === 'string' ? intent : (intent?.id ?? null);
  }
  return null;
}

function chargeIdOf(charge: string | Stripe.Charge | null): string | null {
  if (!charge) return null;
  return typeof charge === 'string' ? charge : charge.id;
}
