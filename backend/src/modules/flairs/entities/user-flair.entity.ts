import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity.js';
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

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'flair_id', type: 'integer' })
  flairId: number;

  @ManyToOne(() => Flair, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'flair_id' })
  flair?: Flair;

  @Column({ name: 'is_active', type: 'boolean', default: false })
  isActive: boolean;

  @Column({ type: 'enum', enum: FlairSource, enumName: 'flair_source' })
  source: FlairSource;

  @Column({ name: 'purchased_at', type: 'timestamptz', default: () => 'now()' })
  purchasedAt: Date;
}
