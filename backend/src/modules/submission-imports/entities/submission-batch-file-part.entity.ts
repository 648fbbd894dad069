import { Column, Entity, PrimaryColumn } from 'typeorm';
import { ManyToOneOn } from '../../../common/persistence/relations.js';
import { SubmissionBatch } from './submission-batch.entity.js';

/**
 * The uploaded bytes in parts of FILE_PART_BYTES (the last one shorter), kept in PostgreSQL so they
 * survive restarts and every worker replica can read them without a shared disk. The API writes them
 * part by part from the spooled upload and the worker reads them part by part, so neither holds a whole
 * file in memory. Stored uncompressed (STORAGE EXTERNAL, set by the migration). Removed when the batch ends.
 */
@Entity({ name: 'submission_batch_file_parts' })
export class SubmissionBatchFilePart {
  @PrimaryColumn({ name: 'batch_id', type: 'uuid' })
  batchId: string;

  /** 0-based; part n holds the file's bytes from n × FILE_PART_BYTES. */
  @PrimaryColumn({ name: 'part_number', type: 'int' })
  partNumber: number;

  @ManyToOneOn(() => SubmissionBatch, 'batch_id', { onDelete: 'CASCADE' })
  batch?: SubmissionBatch;

  @Column({ type: 'bytea' })
  content: Buffer;
}
