import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity.js';

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

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

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

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
