import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ManyToOneOn } from '../../../common/persistence/relations.js';
import { CreatedAtColumn } from '../../../common/persistence/timestamps.js';
import type { UserRecord } from '../../users/user-record.js';
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

  @ManyToOneOn('User', 'user_id', { onDelete: 'CASCADE' })
  user?: UserRecord;

  @Column({ name: 'flair_id', type: 'integer' })
  flairId: number;

  @ManyToOneOn(() => Flair, 'flair_id', { onDelete: 'RESTRICT' })
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

  @ManyToOneOn('User', 'reviewer_id', { onDelete: 'SET NULL' })
  reviewer?: UserRecord;

  @Column({ name: 'review_reason', type: 'varchar', length: 500, nullable: true })
  reviewReason: string | null;

  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  /** Set on denial: no new application for this flair before this moment. */
  @Column({ name: 'retry_after', type: 'timestamptz', nullable: true })
  retryAfter: Date | null;

  @CreatedAtColumn()
  createdAt: Date;
}
