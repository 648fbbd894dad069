import { Column, Entity, PrimaryColumn } from 'typeorm';
import { OneToOneOn } from '../../../common/persistence/relations.js';
import { UpdatedAtColumn } from '../../../common/persistence/timestamps.js';
import type { UserRecord } from '../../users/user-record.js';

export enum NotificationFrequency {
  Instant = 'instant',
  Hourly = 'hourly',
  Daily = 'daily',
  Weekly = 'weekly',
  Never = 'never',
}

/** A user's e-mail choices. No row means the defaults (column defaults; the queries read them the same way). */
@Entity({ name: 'notification_preferences' })
export class NotificationPreferences {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @OneToOneOn('User', 'user_id', { onDelete: 'CASCADE' })
  user?: UserRecord;

  @Column({ name: 'account_changes', type: 'boolean', default: true })
  accountChanges: boolean;

  @Column({ type: 'boolean', default: true })
  messages: boolean;

  @Column({ type: 'boolean', default: true })
  articles: boolean;

  @Column({ type: 'boolean', default: false })
  digest: boolean;

  @Column({ type: 'boolean', default: false })
  marketing: boolean;

  @Column({
    type: 'enum',
    enum: NotificationFrequency,
    enumName: 'notification_frequency',
    default: NotificationFrequency.Instant,
  })
  frequency: NotificationFrequency;

  @UpdatedAtColumn()
  updatedAt: Date;
}
