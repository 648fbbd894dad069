import { Column, Entity, PrimaryColumn } from 'typeorm';
import { ManyToOneOn } from '../../../common/persistence/relations.js';
import type { UserRecord } from '../../users/user-record.js';

/** One digest e-mail: at most one per user, cadence and period (the primary key makes it so). */
@Entity({ name: 'notification_digests' })
export class NotificationDigest {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOneOn('User', 'user_id', { onDelete: 'CASCADE' })
  user?: UserRecord;

  /** hourly, daily or weekly. */
  @PrimaryColumn({ type: 'varchar', length: 16 })
  cadence: string;

  /** Start of the period (UTC) this digest belongs to. */
  @PrimaryColumn({ name: 'period_start', type: 'timestamptz' })
  periodStart: Date;

  @Column({ name: 'notification_count', type: 'integer' })
  notificationCount: number;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
