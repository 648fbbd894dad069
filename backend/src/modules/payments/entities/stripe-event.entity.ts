import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * Every verified webhook event, by Stripe's event id. Inserted in the transaction that acts on the
 * event, so a redelivered event (Stripe retries, or sends the same event several times at once)
 * finds its id taken and changes nothing.
 */
@Entity({ name: 'stripe_events' })
export class StripeEvent {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  type: string;

  @Column({ name: 'payment_intent_id', type: 'varchar', length: 255, nullable: true })
  paymentIntentId: string | null;

  @CreateDateColumn({ name: 'received_at', type: 'timestamptz' })
  receivedAt: Date;
}
