import { Module } from '@nestjs/common';
import { PointsModule } from '../points/points.module.js';
import { StoreModule } from '../store/store.module.js';
import { PaymentDisputesRepository } from './payment-disputes.repository.js';
import { PaymentIntentsService } from './payment-intents.service.js';
import { PaymentReversalsService } from './payment-reversals.service.js';
import { PaymentsAccountMergeStep } from './payments.account-merge.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsRepository } from './payments.repository.js';
import { ReversalNotices } from './reversal-notices.js';
import { SalesReportsService } from './sales-reports.service.js';
import { StripeGateway } from './stripe-gateway.js';
import { StripeWebhookController } from './stripe-webhook.controller.js';
import { StripeWebhooksService } from './stripe-webhooks.service.js';

/**
 * Card payments through Stripe: intents priced from the store catalogue, the webhook (credits, refunds,
 * disputes), sales reports.
 */
@Module({
  imports: [StoreModule, PointsModule],
  controllers: [PaymentsController, StripeWebhookController],
  providers: [
    StripeGateway,
    PaymentsRepository,
    PaymentDisputesRepository,
    PaymentIntentsService,
    StripeWebhooksService,
    PaymentReversalsService,
    ReversalNotices,
    SalesReportsService,
    PaymentsAccountMergeStep,
  ],
})
export class PaymentsModule {}
