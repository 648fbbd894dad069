import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { UserRole } from '../../../common/auth/user-role.js';
import { CreatedAtColumn, UpdatedAtColumn } from '../../../common/persistence/timestamps.js';
import type { UserRecord } from '../user-record.js';

/** Other modules see a user as UserRecord (user-record.ts) and name this entity 'User' in their relations. */
@Entity({ name: 'users' })
@Index('UQ_users_username_lower', { synchronize: false })
@Check('CHK_users_available_points', '"available_points" >= 0')
export class User implements UserRecord {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Unique ignoring case (expression index in the migration); may carry a leading @. */
  @Column({ type: 'varchar', length: 64 })
  username: string;

  @Column({ name: 'display_name', type: 'varchar', length: 100, nullable: true })
  displayName: string | null;

  @Column({ name: 'first_name', type: 'varchar', length: 100, nullable: true })
  firstName: string | null;

  @Column({ name: 'last_name', type: 'varchar', length: 100, nullable: true })
  lastName: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'enum', enum: UserRole, enumName: 'user_role', default: UserRole.User })
  role: UserRole;

  @Column({ name: 'profile_image_url', type: 'varchar', length: 500, nullable: true })
  profileImageUrl: string | null;

  @Column({ type: 'text', nullable: true })
  bio: string | null;

  @Column({ name: 'twitter_handle', type: 'varchar', length: 50, nullable: true })
  twitterHandle: string | null;

  @Column({ name: 'twitch_username', type: 'varchar', length: 50, nullable: true })
  twitchUsername: string | null;

  @Column({ name: 'youtube_channel', type: 'varchar', length: 100, nullable: true })
  youtubeChannel: string | null;

  @Column({ name: 'discord_username', type: 'varchar', length: 50, nullable: true })
  discordUsername: string | null;

  @Column({ name: 'show_real_name', type: 'boolean', default: false })
  showRealName: boolean;

  @Column({ name: 'show_email', type: 'boolean', default: false })
  showEmail: boolean;

  @Column({ name: 'display_name_preference', type: 'varchar', length: 16, default: 'username' })
  displayNamePreference: string;

  @Column({ name: 'show_online_status', type: 'boolean', default: true })
  showOnlineStatus: boolean;

  @Column({ name: 'allow_friend_requests', type: 'boolean', default: true })
  allowFriendRequests: boolean;

  @Column({ name: 'is_banned', type: 'boolean', default: false })
  isBanned: boolean;

  @Column({ name: 'ban_reason', type: 'varchar', length: 500, nullable: true })
  banReason: string | null;

  /** When a suspension ends by itself; null while banned means until an admin lifts it. */
  @Column({ name: 'banned_until', type: 'timestamptz', nullable: true })
  bannedUntil: Date | null;

  /** The moderation reason category of the ban (published in the moderation log; shown to the person). */
  @Column({ name: 'ban_reason_category', type: 'varchar', length: 40, nullable: true })
  banReasonCategory: string | null;

  @Column({ name: 'primary_platform', type: 'varchar', length: 16, nullable: true })
  primaryPlatform: string | null;

  @Column({ name: 'contributor_score', type: 'integer', default: 0 })
  contributorScore: number;

  @Column({ name: 'karma_score', type: 'integer', default: 0 })
  karmaScore: number;

  @Column({ name: 'available_points', type: 'integer', default: 0 })
  availablePoints: number;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
