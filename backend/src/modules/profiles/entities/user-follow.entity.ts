import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity.js';

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

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'follower_id' })
  follower?: User;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'followee_id' })
  followee?: User;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
