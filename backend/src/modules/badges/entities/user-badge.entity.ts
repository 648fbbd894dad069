import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ManyToOneOn } from '../../../common/persistence/relations.js';
import type { UserRecord } from '../../users/user-record.js';
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

  @ManyToOneOn('User', 'user_id', { onDelete: 'CASCADE' })
  user?: UserRecord;

  @Column({ name: 'badge_id', type: 'integer' })
  badgeId: number;

  @ManyToOneOn(() => Badge, 'badge_id', { onDelete: 'RESTRICT' })
  badge?: Badge;

  @Column({ type: 'enum', enum: BadgeAwardSource, enumName: 'badge_award_source' })
  source: BadgeAwardSource;

  @Column({ name: 'awarded_at', type: 'timestamptz', default: () => 'now()' })
  awardedAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
