import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { ManyToOneOn } from '../../../common/persistence/relations.js';
import { CreatedAtColumn } from '../../../common/persistence/timestamps.js';
import type { UserRecord } from '../../users/user-record.js';
import { NotificationKind } from '../notification-kind.js';

export { NotificationKind };

/**
 * One entry of a user's notification centre. `reference` names the event (e.g. `comment:42`), and
 * (user, reference) is unique, so the same event never creates two rows. `emailedAt` records that the
 * notification went out by e-mail (alone or in a digest), so it is never e-mailed twice.
 */
@Entity({ name: 'notifications' })
@Unique('UQ_notifications_user_reference', ['userId', 'reference'])
@Index('IDX_notifications_user_created', ['userId', 'createdAt', 'id'])
@Index('IDX_notifications_actor', ['actorId'], { where: '"actor_id" IS NOT NULL' })
export class Notification {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOneOn('User', 'user_id', { onDelete: 'CASCADE' })
  user?: UserRecord;

  /**
   * Who caused it, when a person did (a sender, commenter, follower, reviewer): the notification names
   * or quotes them, so it is deleted with their account (the cascade runs in the deletion's statement).
   */
  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  @ManyToOneOn('User', 'actor_id', { onDelete: 'CASCADE' })
  actor?: UserRecord;

  @Column({ type: 'enum', enum: NotificationKind, enumName: 'notification_kind' })
  kind: NotificationKind;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  body: string;

  /** A path inside the site (always starts with a single '/'). */
  @Column({ type: 'varchar', length: 500 })
  link: string;

  @Column({ type: 'varchar', length: 200 })
  reference: string;

  @CreatedAtColumn()
  createdAt: Date;

  @Column({ name: 'read_at', type: 'timestamptz', nullable: true })
  readAt: Date | null;

  @Column({ name: 'emailed_at', type: 'timestamptz', nullable: true })
  emailedAt: Date | null;
}
