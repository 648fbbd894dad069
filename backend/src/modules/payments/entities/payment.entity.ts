import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ManyToOneOn } from '../../../common/persistence/relations.js';
import { CreatedAtColumn, UpdatedAtColumn } from '../../../common/persistence/timestamps.js';
import type { StoreItemRecord } from '../../store/store-item-record.js';
import { StoreItemKind } from '../../store/store-item-kind.js';
import type { UserRecord } from '../../users/user-record.js';

/**
 * Where a payment stands. `created`: our row exists, the intent is being made; `pending`: the intent
 * waits for the card; the rest follow Stripe's events. A refund is final: nothing moves it back.
 */
export enum PaymentStatus {
  Created = 'created',
  Pending = 'pending',
  Processing = 'processing',
  Succeeded = 'succeeded',
  Failed = 'failed',
  Canceled = 'canceled',
  PartiallyRefunded = 'partially_refunded',
  Refunded = 'refunded',
}

/** One card payment for a store item: what was charged, what was credited and debited, Stripe's ids. */
@Entity({ name: 'payments' })
@Index('UQ_payments_stripe_payment_intent_id', ['stripePaymentIntentId'], { unique: true })
@Index('IDX_payments_user_created', ['userId', 'createdAt'])
@Index('IDX_payments_created', ['createdAt'])
@Index('IDX_payments_stripe_charge_id', ['stripeChargeId'])
export class Payment {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Null once the account is deleted: the sales record stays. */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOneOn('User', 'user_id', { onDelete: 'SET NULL' })
  user?: UserRecord;

  @Column({ name: 'store_item_id', type: 'uuid' })
  storeItemId: string;

  @ManyToOneOn('StoreItem', 'store_item_id', { onDelete: 'RESTRICT' })
  storeItem?: StoreItemRecord;

  /** The item as it was sold (the catalogue may change later). */
  @Column({ name: 'item_kind', type: 'enum', enum: StoreItemKind, enumName: 'store_item_kind' })
  itemKind: StoreItemKind;

  @Column({ name: 'package_name', type: 'varchar', length: 60 })
  packageName: string;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  /** Points this payment is worth (from the catalogue when it was made). */
  @Column({ name: 'points', type: 'integer' })
  points: number;

  @Column({ type: 'enum', enum: PaymentStatus, enumName: 'payment_status', default: PaymentStatus.Created })
  status: PaymentStatus;

  @Column({ name: 'points_credited', type: 'integer', default: 0 })
  pointsCredited: number;

  @Column({ name: 'points_debited', type: 'integer', default: 0 })
  pointsDebited: number;

  /** Points a refund should have taken back but could not, because they had been spent. */
  @Column({ name: 'points_unrecovered', type: 'integer', default: 0 })
  pointsUnrecovered: number;

  @Column({ name: 'amount_refunded_cents', type: 'integer', default: 0 })
  amountRefundedCents: number;

  @Column({ name: 'stripe_payment_intent_id', type: 'varchar', length: 255, nullable: true })
  stripePaymentIntentId: string | null;

  @Column({ name: 'stripe_charge_id', type: 'varchar', length: 255, nullable: true })
  stripeChargeId: string | null;

  /** Sent with the intent's creation, so a retried call never makes a second intent. */
  @Column({ name: 'idempotency_key', type: 'varchar', length: 255 })
  idempotencyKey: string;

  @Column({ name: 'failure_message', type: 'varchar', length: 500, nullable: true })
  failureMessage: string | null;

  @Column({ name: 'credited_at', type: 'timestamptz', nullable: true })
  creditedAt: Date | null;

  @Column({ name: 'refunded_at', type: 'timestamptz', nullable: true })
  refundedAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
