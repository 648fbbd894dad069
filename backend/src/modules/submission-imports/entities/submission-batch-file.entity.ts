import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { SubmissionBatch } from './submission-batch.entity.js';

/**
 * The uploaded bytes, kept in PostgreSQL so they survive restarts and every worker replica can read
 * them without a shared disk. Stored uncompressed (STORAGE EXTERNAL, set by the migration) so the
 * worker can read the file in slices without decompressing it whole. Removed when the batch ends.
 */
@Entity({ name: 'submission_batch_files' })
export class SubmissionBatchFile {
  @PrimaryColumn({ name: 'batch_id', type: 'uuid' })
  batchId: string;

  @OneToOne(() => SubmissionBatch, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'batch_id' })
  batch?: SubmissionBatch;

  @Column({ type: 'bytea' })
  content: Buffer;
}
