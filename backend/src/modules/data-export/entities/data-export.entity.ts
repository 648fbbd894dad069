import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ManyToOneOn } from '../../../common/persistence/relations.js';
import { CreatedAtColumn } from '../../../common/persistence/timestamps.js';
import type { UserRecord } from '../../users/user-record.js';

export enum DataExportStatus {
  Queued = 'queued',
  Running = 'running',
  Completed = 'completed',
  Failed = 'failed',
  /** Past its download window: the files are gone, the row stays so a late download is told 410. */
  Expired = 'expired',
}

/**
 * One "download my data" request and the worker's progress on it. The files themselves live in
 * data_export_files (PostgreSQL, so the API instances and the worker share them without a shared disk).
 */
@Entity({ name: 'data_exports' })
@Check('CHK_data_exports_progress', '"progress" BETWEEN 0 AND 100')
// A user's exports, newest first (status screen, daily limit); also serves the foreign key.
@Index('IDX_data_exports_user', ['userId', 'createdAt'])
// At most one export in progress per user, whatever the number of API instances.
@Index('UQ_data_exports_user_in_progress', ['userId'], {
  unique: true,
  where: `"status" IN ('queued', 'running')`,
})
export class DataExport {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOneOn('User', 'user_id', { onDelete: 'CASCADE' })
  user?: UserRecord;

  @Column({ type: 'enum', enum: DataExportStatus, enumName: 'data_export_status', default: DataExportStatus.Queued })
  status: DataExportStatus;

  /** 0..100, moved by the worker after each table. */
  @Column({ type: 'smallint', default: 0 })
  progress: number;

  @Column({ name: 'json_bytes', type: 'int', nullable: true })
  jsonBytes: number | null;

  @Column({ name: 'zip_bytes', type: 'int', nullable: true })
  zipBytes: number | null;

  @Column({ name: 'failure_reason', type: 'varchar', length: 300, nullable: true })
  failureReason: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;

  /** When the download link stops working (set when the export completes). */
  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt: Date | null;
}
