import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ManyToOneOn } from '../../../common/persistence/relations.js';
import type { UserRecord } from '../../users/user-record.js';
import { Flair } from './flair.entity.js';

export enum FlairSource {
  Purchase = 'purchase',
  Application = 'application',
}

/**
 * A flair a user owns. One row per user and flair (owned flairs cannot be bought twice), and at
 * most one active row per user (the partial unique index makes that a rule of the database).
 */
@Entity({ name: 'user_flairs' })
@Index('UQ_user_flairs_user_flair', ['userId', 'flairId'], { unique: true })
@Index('UQ_user_flairs_one_active', ['userId'], { unique: true, where: '"is_active"' })
@Index('IDX_user_flairs_flair', ['flairId'])
export class UserFlair {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOneOn('User', 'user_id', { onDelete: 'CASCADE' })
  user?: UserRecord;

  @Column({ name: 'flair_id', type: 'integer' })
  flairId: number;

  @ManyToOneOn(() => Flair, 'flair_id', { onDelete: 'RESTRICT' })
  flair?: Flair;

  @Column({ name: 'is_active', type: 'boolean', default: false })
  isActive: boolean;

  @Column({ type: 'enum', enum: FlairSource, enumName: 'flair_source' })
  source: FlairSource;

  @Column({ name: 'purchased_at', type: 'timestamptz', default: () => 'now()' })
  purchasedAt: Date;
}
