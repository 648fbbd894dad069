import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity.js';
import { Flair } from './flair.entity.js';

export enum FlairApplicationStatus {
  Pending = 'pending',
  Approved = 'approved',
  Denied = 'denied',
}

/**
 * A request for a flair that needs an application. At most one pending request per user and
 * flair; a denial sets retry_after (one calendar month later), before which the server refuses
 * a new application for that flair.
 */
@Entity({ name: 'flair_applications' })
@Index('UQ_flair_applications_one_pending', ['userId', 'flairId'], { unique: true, where: `"status" = 'pending'` })
@Index('IDX_flair_applications_user_flair', ['userId', 'flairId', 'createdAt'])
@Index('IDX_flair_applications_status_created', ['status', 'createdAt'])
export class FlairApplication {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'flair_id', type: 'integer' })
  flairId: number;

  @ManyToOne(() => Flair, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'flair_id' })
  flair?: Flair;

  @Column({ name: 'applicant_name', type: 'varchar', length: 100 })
  applicantName: string;

  @Column({ name: 'reason_note', type: 'text' })
  reasonNote: string;

  @Column({ name: 'proof_links', type: 'text', array: true, default: () => "'{}'" })
  proofLinks: string[];

  @Column({ name: 'media_proof', type: 'varchar', length: 500, nullable: true })
  mediaProof: string | null;

  @Column({
    type: 'enum',
    enum: FlairApplicationStatus,
    enumName: 'flair_application_status',
    default: FlairApplicationStatus.Pending,
  })
  status: FlairApplicationStatus;

  @Column({ name: 'reviewer_id', type: 'uuid', nullable: true })
  reviewerId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'reviewer_id' })
  reviewer?: User;

  @Column({ name: 'review_reason', type: 'varchar', length: 500, nullable: true })
  reviewReason: string | null;

  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  /** Set on denial: no new application for this flair before this moment. */
  @Column({ name: 'retry_after', type: 'timestamptz', nullable: true })
  retryAfter: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
