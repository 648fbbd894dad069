import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity.js';

/** One digest e-mail: at most one per user, cadence and period (the primary key makes it so). */
@Entity({ name: 'notification_digests' })
export class NotificationDigest {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

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
