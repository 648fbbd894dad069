import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ManyToOneOn } from '../../../common/persistence/relations.js';
import { PaymentDispute } from './payment-dispute.entity.js';
import { Payment } from './payment.entity.js';

/**
 * A purchase made with a payment's points that a refund (dispute_id null) or a dispute of that
 * payment undid, because the balance no longer held the points to take back. Names are read from the
 * item's own module when shown, so no text of the buyer's is copied here.
 */
@Entity({ name: 'payment_revoked_items' })
@Index('IDX_payment_revoked_items_payment', ['paymentId', 'id'])
@Index('IDX_payment_revoked_items_dispute', ['disputeId'])
export class PaymentRevokedItem {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'payment_id', type: 'uuid' })
  paymentId: string;

  @ManyToOneOn(() => Payment, 'payment_id', { onDelete: 'CASCADE' })
  payment?: Payment;

  @Column({ name: 'dispute_id', type: 'varchar', length: 255, nullable: true })
  disputeId: string | null;

  @ManyToOneOn(() => PaymentDispute, 'dispute_id', { onDelete: 'CASCADE' })
  dispute?: PaymentDispute | null;

  /** The ledger reason the purchase was written with (its kind), e.g. 'flair.purchased'. */
  @Column({ name: 'spend_reason', type: 'varchar', length: 64 })
  spendReason: string;

  /** The purchase's ledger reference, e.g. 'flair:7'. */
  @Column({ type: 'varchar', length: 120 })
  reference: string;

  /** Points the purchase had cost, returned to the balance when it was undone. */
  @Column({ type: 'integer' })
  points: number;

  @Column({ name: 'revoked_at', type: 'timestamptz', default: () => 'now()' })
  revokedAt: Date;

  /** Set when a dispute decided for the site gave the purchase back. */
  @Column({ name: 'restored_at', type: 'timestamptz', nullable: true })
  restoredAt: Date | null;
}
