import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ManyToOneOn } from '../../../common/persistence/relations.js';
import { CreatedAtColumn } from '../../../common/persistence/timestamps.js';
import type { UserRecord } from '../../users/user-record.js';

export enum AnnouncementType {
  Info = 'info',
  Warning = 'warning',
  Success = 'success',
  Error = 'error',
}

export const ANNOUNCEMENT_TITLE_MAX = 200;
export const ANNOUNCEMENT_CONTENT_MAX = 2000;

/**
 * A site-wide notice for signed-in users. Published when created; shown until an admin ends it, it
 * expires, or the user dismisses it (per user, in announcement_dismissals).
 */
@Entity({ name: 'announcements' })
// The banner query: live announcements, newest first.
@Index('IDX_announcements_live', ['endedAt', 'createdAt'])
export class Announcement {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: ANNOUNCEMENT_TITLE_MAX })
  title: string;

  /** Plain text, shown as text. */
  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'enum', enum: AnnouncementType, enumName: 'announcement_type' })
  type: AnnouncementType;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdById: string | null;

  @ManyToOneOn('User', 'created_by', { onDelete: 'SET NULL' })
  createdBy?: UserRecord;

  @CreatedAtColumn()
  createdAt: Date;

  /** Hidden from this moment on; null: until ended. */
  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  /** When an admin ended it; null while published. */
  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true })
  endedAt: Date | null;

  @Column({ name: 'ended_by', type: 'uuid', nullable: true })
  endedById: string | null;

  @ManyToOneOn('User', 'ended_by', { onDelete: 'SET NULL' })
  endedBy?: UserRecord;
}
