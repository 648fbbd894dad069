import { BadGatewayException, HttpException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { ValidationFailedException } from '../../common/pipes/validation.pipe.js';
import { StoreService, type PurchasableItem } from '../store/store.service.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import type { CreatePaymentIntentDto, PaymentIntentCreatedDto } from './dto/create-payment-intent.dto.js';
import type { PaymentDto, PaymentsConfigDto } from './dto/payment.dto.js';
import type { Payment } from './entities/payment.entity.js';
import { PaymentsErrors } from './payments.errors.js';
import { PaymentsRepository } from './payments.repository.js';
import { StripeGateway } from './stripe-gateway.js';

interface ResolvedRequest {
  item: PurchasableItem;
  /** The body's field holding the points figure (named in a refusal). */
  pointsField: 'points' | 'pointsAwarded';
  pointsSent: number | undefined;
}

/**
 * Starts a payment: prices it from the catalogue, stores it, and asks Stripe for a PaymentIntent
 * whose metadata names the user and package. Points are credited later, only by the webhook.
 */
@Injectable()
export class PaymentIntentsService {
  private readonly logger = new Logger(PaymentIntentsService.name);

  constructor(
    private readonly store: StoreService,
    private readonly repository: PaymentsRepository,
    private readonly stripe: StripeGateway,
  ) {}

  config(): PaymentsConfigDto {
    return {
      enabled: this.stripe.configured,
      publishableKey: this.stripe.publishableKey,
      stripeJsUrl: this.stripe.stripeJsUrl,
    };
  }

  async create(user: SessionUser, body: CreatePaymentIntentDto): Promise<PaymentIntentCreatedDto> {
    const stripe = this.stripe.client();
    const { item, pointsField, pointsSent } = await this.resolve(body);
    if (Math.round(body.amount * 100) !== item.priceCents) {
      throw fieldError('amount', PaymentsErrors.amountMismatch);
    }
    if (pointsSent !== undefined && pointsSent !== item.points) {
      throw fieldError(pointsField, PaymentsErrors.pointsMismatch);
    }

    const id = randomUUID();
    const payment = await this.repository.insert({
      id,
      userId: user.id,
      storeItemId: item.id,
      itemKind: item.kind,
      packageName: item.name,
      amountCents: item.priceCents,
      currency: item.currency,
      points: item.points,
      // One intent per payment row, however often the SDK retries the call.
      idempotencyKey: `payment-${id}`,
    });
    try {
      const intent = await stripe.paymentIntents.create(
        {
          amount: payment.amountCents,
          currency: payment.currency,
          automatic_payment_methods: { enabled: true },
          description: `${payment.packageName} (${payment.points} points)`,
          metadata: {
            paymentId: payment.id,
            userId: user.id,
            storeItemId: item.id,
            packageKey: item.key,
            packageName: item.name,
            kind: item.kind,
            points: String(item.points),
          },
        },
        { idempotencyKey: payment.idempotencyKey },
      );
      if (!intent.client_secret) throw new Error('Stripe returned no client secret');
      await this.repository.attachIntent(payment.id, intent.id);
      return {
        clientSecret: intent.client_secret,
        paymentIntentId: intent.id,
        paymentId: payment.id,
        amountCents: payment.amountCents,
        currency: payment.currency,
        points: payment.points,
        packageName: payment.packageName,
      };
    } catch (error) {
      if (error instanceof HttpException) throw error;
      const message = error instanceof Error ? error.message : String(error);
      this.logger.warn({ paymentId: payment.id, err: message }, 'Creating the PaymentIntent failed');
      await this.repository.markCreateFailed(payment.id, message);
      throw new BadGatewayException(PaymentsErrors.providerUnavailable);
    }
  }

  async findOwn(user: SessionUser, paymentIntentId: string): Promise<PaymentDto> {
    const payment = await this.repository.findForUser(user.id, paymentIntentId);
    if (!payment) throw new NotFoundException(PaymentsErrors.paymentNotFound);
    return toPaymentDto(payment);
  }

  /** Which catalogue item the body names, refusing a body that mixes or lacks both shapes. */
  private async resolve(body: CreatePaymentIntentDto): Promise<ResolvedRequest> {
    const donate = body.packageType !== undefined || body.pointsAwarded !== undefined;
    const store = body.type !== undefined || body.points !== undefined || body.packageName !== undefined;
    if (donate && store) throw fieldError('type', PaymentsErrors.mixedShapes);
    if (donate) {
      if (!body.packageType) throw fieldError('packageType', PaymentsErrors.packageRequired);
      if (body.pointsAwarded === undefined) throw fieldError('pointsAwarded', 'pointsAwarded is required');
      const item = await this.store.donationPackage(body.packageType);
      if (!item) throw fieldError('packageType', PaymentsErrors.unknownPackage);
      return { item, pointsField: 'pointsAwarded', pointsSent: body.pointsAwarded };
    }
    if (body.type !== 'points') throw fieldError('type', PaymentsErrors.packageRequired);
    if (!body.packageName) throw fieldError('packageName', 'packageName is required');
    if (body.points === undefined) throw fieldError('points', 'points is required');
    const item = await this.store.pointsPack(body.packageName);
    if (!item) throw fieldError('packageName', PaymentsErrors.unknownPackage);
    return { item, pointsField: 'points', pointsSent: body.points };
  }
}

function fieldError(field: string, reason: string): ValidationFailedException {
  return new ValidationFailedException([{ field, reason }], reason);
}

export function toPaymentDto(payment: Payment): PaymentDto {
  return {
    id: payment.id,
    kind: payment.itemKind,
    packageName: payment.packageName,
    amountCents: payment.amountCents,
    currency: payment.currency,
    points: payment.points,
    status: payment.status,
    pointsCredited: payment.pointsCredited,
    paymentIntentId: payment.stripePaymentIntentId,
    createdAt: payment.createdAt.toISOString(),
  };
}
