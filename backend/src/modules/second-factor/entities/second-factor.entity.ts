import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity.js';

/**
 * An admin's TOTP second factor. The secret is stored encrypted (AES-256-GCM, key derived from
 * SESSION_SECRET) and never returned after enrolment; recovery codes are stored only as SHA-256
 * hashes and each works once. Until `confirmedAt` is set the enrolment is pending and not enforced.
 */
@Entity({ name: 'admin_second_factors' })
export class SecondFactor {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'secret_encrypted', type: 'text' })
  secretEncrypted: string;

  @Column({ name: 'recovery_code_hashes', type: 'text', array: true, default: () => "'{}'" })
  recoveryCodeHashes: string[];

  /** The last 30-second step a code was accepted for: a code is never accepted twice. */
  @Column({ name: 'last_used_step', type: 'bigint', nullable: true })
  lastUsedStep: string | null;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
