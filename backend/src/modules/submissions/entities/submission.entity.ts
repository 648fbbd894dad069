import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { ManyToOneOn } from '../../../common/persistence/relations.js';
import { UpdatedAtColumn } from '../../../common/persistence/timestamps.js';
import type { UserRecord } from '../../users/user-record.js';
import { SubmissionStatus, SubmissionType } from '@irl/shared';

/**
 * A contributed encyclopedia entry waiting for (or past) an admin's review. The fields every type has
 * are columns; the fields of one type (nicknames, venue, coordinates, ...) and the media lists live in
 * `details`, exactly as the shared rules produced them.
 */
@Entity({ name: 'submissions' })
@Unique('UQ_submissions_batch_row', ['batchId', 'batchRow'])
@Index('IDX_submissions_status_created', ['status', 'createdAt'])
@Index('IDX_submissions_submitted_by_created', ['submittedById', 'createdAt'])
@Index('IDX_submissions_type_status', ['type', 'status'])
// Counts a submitter's pending rows against their cap on every submission and import chunk.
@Index('IDX_submissions_pending_by_submitter', ['submittedById'], { where: `"status" = 'pending'` })
// Trigram GIN index on pending rows' names (gin_trgm_ops, written by hand in its migration) for the duplicate check.
@Index('IDX_submissions_pending_name_trgm', { synchronize: false })
export class Submission {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'enum', enum: SubmissionType, enumName: 'submission_type' })
  type: SubmissionType;

  @Column({
    type: 'enum',
    enum: SubmissionStatus,
    enumName: 'submission_status',
    default: SubmissionStatus.Pending,
  })
  status: SubmissionStatus;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'text' })
  description: string;

  /** Type-specific fields and the media lists (videos, links, photos), as validated. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  details: Record<string, unknown>;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  @Column({ name: 'submitted_by', type: 'uuid' })
  submittedById: string;

  @ManyToOneOn('User', 'submitted_by', { onDelete: 'CASCADE' })
  submittedBy?: UserRecord;

  /** The CSV batch a row came from (the import module's table; its migration adds the foreign key). */
  @Column({ name: 'batch_id', type: 'uuid', nullable: true })
  batchId: string | null;

  // Named, not imported: submission-imports builds on this module, never the reverse.
  // Nothing navigates the relation; it declares the foreign key.
  @ManyToOneOn('SubmissionBatch', 'batch_id', { onDelete: 'SET NULL' })
  batch?: unknown;

  /** The row number in the batch's file; with batch_id it makes an import exactly-once. */
  @Column({ name: 'batch_row', type: 'int', nullable: true })
  batchRow: number | null;

  @Column({ name: 'review_reason', type: 'text', nullable: true })
  reviewReason: string | null;

  @Column({ name: 'reviewed_by', type: 'uuid', nullable: true })
  reviewedById: string | null;

  @ManyToOneOn('User', 'reviewed_by', { onDelete: 'SET NULL' })
  reviewedBy?: UserRecord | null;

  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  /** The archive entry an approval created (owned by the archive module, hence no foreign key). */
  @Column({ name: 'archive_entry_id', type: 'int', nullable: true })
  archiveEntryId: number | null;

  /** Its slug at approval time, so "My submissions" can link to the entry without asking the archive. */
  @Column({ name: 'archive_entry_slug', type: 'varchar', length: 220, nullable: true })
  archiveEntrySlug: string | null;

  // Millisecond precision, so a JavaScript Date is the exact value and can be a page cursor.
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', precision: 3 })
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
