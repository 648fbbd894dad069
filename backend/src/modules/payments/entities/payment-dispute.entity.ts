import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { ManyToOneOn } from '../../../common/persistence/relations.js';
import { CreatedAtColumn, UpdatedAtColumn } from '../../../common/persistence/timestamps.js';
import { Payment } from './payment.entity.js';

/**
 * A dispute (chargeback or inquiry) a card holder's bank opened on a payment, by Stripe's dispute id.
 * While the disputed money is withdrawn, the disputed share of the payment's points is taken back
 * (points_taken, points_unrecovered, and the purchases in payment_revoked_items); a dispute decided
 * for the site gives back what it took (restored_at).
 */
@Entity({ name: 'payment_disputes' })
@Index('IDX_payment_disputes_payment', ['paymentId'])
@Index('IDX_payment_disputes_opened', ['openedAt'])
export class PaymentDispute {
  /** Stripe's dispute id (dp_...). */
  @PrimaryColumn({ type: 'varchar', length: 255 })
  id: string;

  @Column({ name: 'payment_id', type: 'uuid' })
  paymentId: string;

  @ManyToOneOn(() => Payment, 'payment_id', { onDelete: 'CASCADE' })
  payment?: Payment;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  /** Stripe's reason, e.g. 'fraudulent', 'product_not_received'. */
  @Column({ type: 'varchar', length: 64 })
  reason: string;

  /** Stripe's status (needs_response, under_review, won, lost, warning_*...); a closed dispute's stays. */
  @Column({ type: 'varchar', length: 40 })
  status: string;

  @Column({ name: 'points_taken', type: 'integer', default: 0 })
  pointsTaken: number;

  /** Points the dispute should have taken but could not: spent on what cannot be undone. */
  @Column({ name: 'points_unrecovered', type: 'integer', default: 0 })
  pointsUnrecovered: number;

  @Column({ name: 'points_restored', type: 'integer', default: 0 })
  pointsRestored: number;

  /** When Stripe said the bank opened it. */
  @Column({ name: 'opened_at', type: 'timestamptz' })
  openedAt: Date;

  /** When its points were taken back (the disputed money was withdrawn); null while nothing was taken. */
  @Column({ name: 'taken_at', type: 'timestamptz', nullable: true })
  takenAt: Date | null;

  /** When it was decided for the site (or the inquiry closed): from then on it never takes anything. */
  @Column({ name: 'restored_at', type: 'timestamptz', nullable: true })
  restoredAt: Date | null;

  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true })
  closedAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
