import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ManyToOneOn } from '../../../common/persistence/relations.js';
import { SubmissionBatch } from './submission-batch.entity.js';

/** One problem of one refused row (a row may have several), for the downloadable error report. */
@Entity({ name: 'submission_batch_errors' })
@Index('IDX_submission_batch_errors_batch', ['batchId', 'rowNumber', 'id'])
export class SubmissionBatchError {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'batch_id', type: 'uuid' })
  batchId: string;

  @ManyToOneOn(() => SubmissionBatch, 'batch_id', { onDelete: 'CASCADE' })
  batch?: SubmissionBatch;

  /** File row number (header = 1). */
  @Column({ name: 'row_number', type: 'int' })
  rowNumber: number;

  @Column({ type: 'varchar', length: 100 })
  field: string;

  @Column({ type: 'text' })
  reason: string;
}
