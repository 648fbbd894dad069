import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ManyToOneOn } from '../../../common/persistence/relations.js';
import { CreatedAtColumn } from '../../../common/persistence/timestamps.js';
import type { UserRecord } from '../../users/user-record.js';

export enum RecipientGroup {
  All = 'all',
  Admins = 'admins',
  Moderators = 'moderators',
  Premium = 'premium',
}

export enum MassMessageStatus {
  Queued = 'queued',
  Running = 'running',
  Completed = 'completed',
  Cancelled = 'cancelled',
  Failed = 'failed',
}

export const MASS_SUBJECT_MAX = 200;
export const MASS_CONTENT_MAX = 4000;

/**
 * A message from the site to a group of users, fanned out by the mass-messaging worker in batches.
 * `done` counts recipients reached so far (committed with their messages); `lastUserId` is where the
 * next batch starts, so a restarted worker carries on instead of starting over.
 */
@Entity({ name: 'mass_messages' })
@Index('IDX_mass_messages_created_at', ['createdAt'])
@Check('CHK_mass_messages_counts', '"done" >= 0 AND "total" >= 0 AND "emailed" >= 0')
export class MassMessage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: MASS_SUBJECT_MAX })
  subject: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ name: 'recipient_group', type: 'enum', enum: RecipientGroup, enumName: 'mass_message_recipient_group' })
  recipientGroup: RecipientGroup;

  @Column({
    type: 'enum',
    enum: MassMessageStatus,
    enumName: 'mass_message_status',
    default: MassMessageStatus.Queued,
  })
  status: MassMessageStatus;

  @Column({ type: 'integer', default: 0 })
  total: number;

  @Column({ type: 'integer', default: 0 })
  done: number;

  @Column({ type: 'integer', default: 0 })
  emailed: number;

  @Column({ name: 'last_user_id', type: 'uuid', nullable: true })
  lastUserId: string | null;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdById: string | null;

  @ManyToOneOn('User', 'created_by', { onDelete: 'SET NULL' })
  createdBy?: UserRecord;

  @CreatedAtColumn()
  createdAt: Date;

  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;

  @Column({ name: 'failure', type: 'varchar', length: 500, nullable: true })
  failure: string | null;
}
