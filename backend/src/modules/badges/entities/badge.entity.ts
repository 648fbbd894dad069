import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn } from '../../../common/persistence/timestamps.js';

/**
 * A badge: a mark of what a member has done (distinct from flairs, which are bought cosmetics).
 * The catalogue is seeded by a migration and grown by admins; `rule` names the activity rule that
 * awards it (badge-rules.ts), or is null for a badge only admins award. Names are unique whatever
 * their case (UQ_badges_name_lower, an index on lower(name) made by a migration).
 */
@Entity({ name: 'badges' })
@Index('UQ_badges_slug', ['slug'], { unique: true })
@Index('UQ_badges_name_lower', { synchronize: false })
export class Badge {
  @PrimaryGeneratedColumn('identity', { type: 'integer', generatedIdentity: 'ALWAYS' })
  id: number;

  /** Stable key, never renamed once shipped (the rule and the notifications refer to it). */
  @Column({ type: 'varchar', length: 60 })
  slug: string;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  @Column({ type: 'varchar', length: 300 })
  description: string;

  /** One emoji shown beside the name. */
  @Column({ type: 'varchar', length: 16 })
  icon: string;

  @Column({ type: 'varchar', length: 60, nullable: true })
  rule: string | null;

  /** Set when an admin retired it: no rule or admin awards it any more; holders keep it. */
  @Column({ name: 'retired_at', type: 'timestamptz', nullable: true })
  retiredAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;
}
