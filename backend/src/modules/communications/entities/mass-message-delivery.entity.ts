import { Column, Entity, PrimaryColumn } from 'typeorm';

export enum DeliveryEmailStatus {
  Pending = 'pending',
  Sent = 'sent',
  Failed = 'failed',
}

/**
 * The unique key of a fan-out: one row per (mass message, recipient), inserted in the same
 * transaction as the recipient's direct message, so a recipient can never get a message twice.
 * email_status is null when no e-mail is due. Deliberately without foreign keys: their per-row checks
 * doubled the cost of a fan-out (measured with bench/mass-message.mjs); the rows are keys only, the
 * account merge moves them, and a deleted user's keys are harmless.
 */
@Entity({ name: 'mass_message_deliveries' })
export class MassMessageDelivery {
  @PrimaryColumn({ name: 'mass_message_id', type: 'uuid' })
  massMessageId: string;

  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'email_status', type: 'varchar', length: 10, nullable: true })
  emailStatus: DeliveryEmailStatus | null;
}
