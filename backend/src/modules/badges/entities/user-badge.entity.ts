import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity.js';
import { Badge } from './badge.entity.js';

export enum BadgeAwardSource {
  Rule = 'rule',
  Admin = 'admin',
}

/**
 * A badge a user holds. One row per user and badge (the unique key makes every award happen exactly
 * once, however often the rules run). A revoked badge keeps its row with `revokedAt` set, so the
 * rules do not hand it back; an admin may award it again.
 */
@Entity({ name: 'user_badges' })
@Index('UQ_user_badges_user_badge', ['userId', 'badgeId'], { unique: true })
@Index('IDX_user_badges_badge', ['badgeId'])
export class UserBadge {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'badge_id', type: 'integer' })
  badgeId: number;

  @ManyToOne(() => Badge, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'badge_id' })
  badge?: Badge;

  @Column({ type: 'enum', enum: BadgeAwardSource, enumName: 'badge_award_source' })
  source: BadgeAwardSource;

  @Column({ name: 'awarded_at', type: 'timestamptz', default: () => 'now()' })
  awardedAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
