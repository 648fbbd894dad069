import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity.js';
import { Announcement } from './announcement.entity.js';

/** One user has closed one announcement's banner; it stays closed on every device. */
@Entity({ name: 'announcement_dismissals' })
@Index('IDX_announcement_dismissals_user_id', ['userId'])
export class AnnouncementDismissal {
  @PrimaryColumn({ name: 'announcement_id', type: 'uuid' })
  announcementId: string;

  @ManyToOne(() => Announcement, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'announcement_id' })
  announcement?: Announcement;

  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @CreateDateColumn({ name: 'dismissed_at', type: 'timestamptz' })
  dismissedAt: Date;
}
