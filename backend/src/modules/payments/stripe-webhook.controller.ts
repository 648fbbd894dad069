import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBody,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../common/auth/auth.decorators.js';
import { WebhookReceiptDto } from './dto/payment.dto.js';
import { PaymentsErrors } from './payments.errors.js';
import { StripeGateway } from './stripe-gateway.js';
import { StripeWebhooksService } from './stripe-webhooks.service.js';

/** Where Stripe posts events; configure-app.ts keeps this path's body as the raw bytes. */
export const STRIPE_WEBHOOK_PATH = 'webhooks/stripe';

@ApiTags('payments')
@Controller()
export class StripeWebhookController {
  constructor(
    private readonly stripe: StripeGateway,
    private readonly webhooks: StripeWebhooksService,
  ) {}

  @Post(STRIPE_WEBHOOK_PATH)
  @Public()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'receiveStripeWebhook',
    summary: 'Stripe events (payment_intent.*, charge.refunded, charge.dispute.*), signed with the webhook secret',
    description:
      'The Stripe-Signature header is verified over the raw body; a bad or stale (over 5 minutes) signature is refused with 400 and changes nothing. ' +
      'Each event id is acted on once, however often it is delivered. ' +
      'A refund, or a dispute while the bank holds the money, takes back its share of the points the payment credited ' +
      '(undoing purchases made with them since when the balance no longer holds them); a dispute decided for the site gives it back.',
  })
  @ApiHeader({ name: 'Stripe-Signature', required: true })
  @ApiBody({ schema: { type: 'object', description: 'A Stripe Event object', additionalProperties: true } })
  @ApiOkResponse({ type: WebhookReceiptDto })
  @ApiServiceUnavailableResponse({ description: PaymentsErrors.webhookNotConfigured })
  async receive(
    @Req() req: Request,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<WebhookReceiptDto> {
    const event = this.stripe.verifyEvent(req.body as Buffer | undefined, signature);
    const { duplicate } = await this.webhooks.handle(event);
    return { received: true, duplicate };
  }
}
