import { Entity, Index, PrimaryColumn } from 'typeorm';
import { ManyToOneOn } from '../../../common/persistence/relations.js';
import { CreatedAtColumn } from '../../../common/persistence/timestamps.js';
import type { UserRecord } from '../../users/user-record.js';

/**
 * follower follows followee; the Following tab lists the followees' articles. Indexes serve the
 * followers / following lists (newest first) and the site-wide Recent Activity card.
 */
@Entity({ name: 'user_follows' })
@Index('IDX_user_follows_followee_created', ['followeeId', 'createdAt'])
@Index('IDX_user_follows_follower_created', ['followerId', 'createdAt'])
@Index('IDX_user_follows_created', ['createdAt'])
export class UserFollow {
  @PrimaryColumn({ name: 'follower_id', type: 'uuid' })
  followerId: string;

  @PrimaryColumn({ name: 'followee_id', type: 'uuid' })
  followeeId: string;

  @ManyToOneOn('User', 'follower_id', { onDelete: 'CASCADE' })
  follower?: UserRecord;

  @ManyToOneOn('User', 'followee_id', { onDelete: 'CASCADE' })
  followee?: UserRecord;

  @CreatedAtColumn()
  createdAt: Date;
}
