import { CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import { ManyToOneOn } from '../../../common/persistence/relations.js';
import type { UserRecord } from '../../users/user-record.js';
import { Announcement } from './announcement.entity.js';

/** One user has closed one announcement's banner; it stays closed on every device. */
@Entity({ name: 'announcement_dismissals' })
@Index('IDX_announcement_dismissals_user_id', ['userId'])
export class AnnouncementDismissal {
  @PrimaryColumn({ name: 'announcement_id', type: 'uuid' })
  announcementId: string;

  @ManyToOneOn(() => Announcement, 'announcement_id', { onDelete: 'CASCADE' })
  announcement?: Announcement;

  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOneOn('User', 'user_id', { onDelete: 'CASCADE' })
  user?: UserRecord;

  @CreateDateColumn({ name: 'dismissed_at', type: 'timestamptz' })
  dismissedAt: Date;
}
