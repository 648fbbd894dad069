import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ManyToOneOn } from '../../../common/persistence/relations.js';
import { CreatedAtColumn, UpdatedAtColumn } from '../../../common/persistence/timestamps.js';
import type { UserRecord } from '../../users/user-record.js';

export enum SubmissionBatchStatus {
  Queued = 'queued',
  Processing = 'processing',
  Completed = 'completed',
  Failed = 'failed',
}

/** The background duplicate check of a completed batch (null: none, e.g. a failed batch). */
export enum BatchDuplicateCheck {
  Checking = 'checking',
  Done = 'done',
}

/** The first data row of a file: row 1 is the header, as a spreadsheet numbers them. */
export const FIRST_DATA_ROW = 2;

/**
 * One uploaded CSV file of submissions and the worker's progress through it. `next_row` moves in the
 * same transaction as the rows and errors of each chunk, so a retried or resumed job starts where the
 * last committed chunk ended and every row is counted once.
 */
@Entity({ name: 'submission_batches' })
@Check('CHK_submission_batches_type', `"type" IN ('person', 'event', 'place', 'meme', 'group')`)
@Check('CHK_submission_batches_duplicate_check', `"duplicate_check" IN ('checking', 'done')`)
@Check('CHK_submission_batches_counts', '"accepted_rows" >= 0 AND "rejected_rows" >= 0')
// A user's batches, newest first; also serves the foreign key.
@Index('IDX_submission_batches_submitted_by', ['submittedById', 'createdAt'])
export class SubmissionBatch {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 20 })
  type: string;

  @Column({ name: 'submitted_by', type: 'uuid' })
  submittedById: string;

  @ManyToOneOn('User', 'submitted_by', { onDelete: 'CASCADE' })
  submittedBy?: UserRecord;

  @Column({ name: 'file_name', type: 'varchar', length: 255 })
  fileName: string;

  @Column({ name: 'size_bytes', type: 'int' })
  sizeBytes: number;

  @Column({
    type: 'enum',
    enum: SubmissionBatchStatus,
    enumName: 'submission_batch_status',
    default: SubmissionBatchStatus.Queued,
  })
  status: SubmissionBatchStatus;

  /** Data rows in the file (header excluded); known once the worker has counted them. */
  @Column({ name: 'total_rows', type: 'int', nullable: true })
  totalRows: number | null;

  @Column({ name: 'accepted_rows', type: 'int', default: 0 })
  acceptedRows: number;

  @Column({ name: 'rejected_rows', type: 'int', default: 0 })
  rejectedRows: number;

  /**
   * Row number of the next row to import, as a spreadsheet numbers the file's rows (header = 1, blank
   * lines count, a cell's line breaks do not).
   */
  @Column({ name: 'next_row', type: 'int', default: FIRST_DATA_ROW })
  nextRow: number;

  /**
   * Byte offset in the file where the row `next_row` starts, so the next turn of the import reads on from
   * there; 0 until the first chunk is written (the file is then read from its start).
   */
  @Column({ name: 'next_byte', type: 'int', default: 0 })
  nextByte: number;

  /**
   * Whether the uploader had staff limits (moderator or admin, second factor passed) when uploading: the
   * worker applies those limits, never reading the account's role itself.
   */
  @Column({ name: 'staff_limits', type: 'boolean', default: false })
  staffLimits: boolean;

  /** Why the whole file was refused (header, encoding, row count); null otherwise. */
  @Column({ name: 'failure_reason', type: 'text', nullable: true })
  failureReason: string | null;

  /** Set to 'checking' when the batch completes, 'done' once its rows were compared for duplicates. */
  @Column({ name: 'duplicate_check', type: 'varchar', length: 10, nullable: true })
  duplicateCheck: BatchDuplicateCheck | null;

  /** File row number of the next row the duplicate check compares (its progress, so a killed check resumes). */
  @Column({ name: 'duplicate_next_row', type: 'int', default: FIRST_DATA_ROW })
  duplicateNextRow: number;

  /** Imported rows the duplicate check found a possible duplicate for. */
  @Column({ name: 'duplicate_rows', type: 'int', default: 0 })
  duplicateRows: number;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;

  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}
