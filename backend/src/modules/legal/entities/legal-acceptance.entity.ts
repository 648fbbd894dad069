import { Check, Column, Entity, PrimaryColumn } from 'typeorm';
import { ManyToOneOn } from '../../../common/persistence/relations.js';
import type { UserRecord } from '../../users/user-record.js';

/** A member accepted this version of the terms or the privacy policy (at sign-up, or later from the banner). */
@Entity({ name: 'legal_acceptances' })
@Check('CHK_legal_acceptances_kind', `"kind" IN ('terms', 'privacy', 'guidelines')`)
export class LegalAcceptance {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @PrimaryColumn({ type: 'varchar', length: 20 })
  kind: string;

  @PrimaryColumn({ type: 'integer' })
  version: number;

  @Column({ name: 'accepted_at', type: 'timestamptz', default: () => 'now()' })
  acceptedAt: Date;

  @ManyToOneOn('User', 'user_id', { onDelete: 'CASCADE' })
  user?: UserRecord;
}
