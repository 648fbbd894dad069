import { BadRequestException, Injectable, ServiceUnavailableException } from '@nestjs/common';
import Stripe from 'stripe';
import { Environment } from '../../config/environment.js';
import { PaymentsErrors } from './payments.errors.js';

/** Signatures older than this are refused (Stripe's own default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The one place that talks to Stripe: the real SDK, pointed at STRIPE_API_BASE_URL (Stripe itself in
 * production, the local stand-in in development and tests). Payments are offered only when the
 * secret key, publishable key and webhook secret are all set.
 */
@Injectable()
export class StripeGateway {
  private readonly stripe: Stripe | null;

  constructor(private readonly env: Environment) {
    const base = new URL(env.STRIPE_API_BASE_URL);
    this.stripe = env.STRIPE_SECRET_KEY
      ? new Stripe(env.STRIPE_SECRET_KEY, {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
          maxNetworkRetries: 2,
          timeout: 20_000,
          telemetry: false,
          appInfo: { name: 'irl-history' },
        })
      : null;
  }

  get configured(): boolean {
    return Boolean(this.stripe && this.env.STRIPE_PUBLISHABLE_KEY && this.env.STRIPE_WEBHOOK_SECRET);
  }

  get publishableKey(): string | null {
    return this.configured ? (this.env.STRIPE_PUBLISHABLE_KEY ?? null) : null;
  }

  get stripeJsUrl(): string {
    return this.env.STRIPE_JS_URL;
  }

  client(): Stripe {
    if (!this.configured || !this.stripe) throw new ServiceUnavailableException(PaymentsErrors.notConfigured);
    return this.stripe;
  }

  /** Verifies the signature over the exact bytes received, then parses the event. */
  verifyEvent(rawBody: Buffer | undefined, signature: string | undefined): Stripe.Event {
    const secret = this.env.STRIPE_WEBHOOK_SECRET;
    if (!secret) throw new ServiceUnavailableException(PaymentsErrors.webhookNotConfigured);
    if (!signature) throw new BadRequestException(PaymentsErrors.missingSignature);
    if (!Buffer.isBuffer(rawBody) || rawBody.length === 0) throw new BadRequestException(PaymentsErrors.badSignature);
    try {
      return Stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
    } catch {
      throw new BadRequestException(PaymentsErrors.badSignature);
    }
  }
}
