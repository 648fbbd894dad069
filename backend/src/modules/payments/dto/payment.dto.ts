import { ApiProperty } from '@nestjs/swagger';
import { StoreItemKind } from '../../store/store-item-kind.js';
import { PaymentStatus } from '../entities/payment.entity.js';

export class PaymentDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: StoreItemKind, enumName: 'StoreItemKind' }) kind: StoreItemKind;
  @ApiProperty() packageName: string;
  @ApiProperty() amountCents: number;
  @ApiProperty() currency: string;
  @ApiProperty({ description: 'Points the payment is worth' }) points: number;
  @ApiProperty({ enum: PaymentStatus, enumName: 'PaymentStatus' }) status: PaymentStatus;
  @ApiProperty({ description: 'Points credited so far (0 until the payment is confirmed by Stripe)' })
  pointsCredited: number;
  @ApiProperty({ type: String, nullable: true }) paymentIntentId: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}

export class PaymentsConfigDto {
  @ApiProperty({ description: 'False when the site has no Stripe keys: the Store and Donate pages say so' })
  enabled: boolean;
  @ApiProperty({ type: String, nullable: true }) publishableKey: string | null;
  @ApiProperty({ description: 'The Stripe.js script to load' }) stripeJsUrl: string;
}

export class WebhookReceiptDto {
  @ApiProperty() received: boolean;
  @ApiProperty({ description: 'True when this event had been received before and changed nothing' })
  duplicate: boolean;
}
