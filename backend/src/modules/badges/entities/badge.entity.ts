import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A badge: a mark of what a member has done (distinct from flairs, which are bought cosmetics).
 * The catalogue is seeded by a migration; `rule` names the activity rule that awards it
 * (badge-rules.ts), or is null for a badge only admins award.
 */
@Entity({ name: 'badges' })
@Index('UQ_badges_slug', ['slug'], { unique: true })
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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
