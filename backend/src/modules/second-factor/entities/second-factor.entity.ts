import { Column, Entity, PrimaryColumn } from 'typeorm';
import { OneToOneOn } from '../../../common/persistence/relations.js';
import { CreatedAtColumn } from '../../../common/persistence/timestamps.js';
import type { UserRecord } from '../../users/user-record.js';

/**
 * An admin's TOTP second factor. The secret is stored encrypted (AES-256-GCM, key derived from
 * SESSION_SECRET) and never returned after enrolment; recovery codes are stored only as SHA-256
 * hashes and each works once. Until `confirmedAt` is set the enrolment is pending and not enforced.
 */
@Entity({ name: 'admin_second_factors' })
export class SecondFactor {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @OneToOneOn('User', 'user_id', { onDelete: 'CASCADE' })
  user?: UserRecord;

  @Column({ name: 'secret_encrypted', type: 'text' })
  secretEncrypted: string;

  @Column({ name: 'recovery_code_hashes', type: 'text', array: true, default: () => "'{}'" })
  recoveryCodeHashes: string[];

  /** The last 30-second step a code was accepted for: a code is never accepted twice. */
  @Column({ name: 'last_used_step', type: 'bigint', nullable: true })
  lastUsedStep: string | null;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;
}
