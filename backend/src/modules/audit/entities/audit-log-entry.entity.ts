import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn } from '../../../common/persistence/timestamps.js';

/**
 * One action, kept for the admin's 'View Activity Log': what a user did, and what admins did to them.
 * Rows are only ever inserted.
 */
@Entity({ name: 'audit_log' })
@Index('IDX_audit_log_actor_created', ['actorId', 'createdAt'])
@Index('IDX_audit_log_target_created', ['targetUserId', 'createdAt'])
export class AuditLogEntry {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  /** Who acted (null for the system). No foreign key: the log outlives deleted accounts. */
  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  /** The user the action was about, when it was about one. */
  @Column({ name: 'target_user_id', type: 'uuid', nullable: true })
  targetUserId: string | null;

  /** Dotted verb, e.g. 'article.created', 'admin.user.banned'. */
  @Column({ type: 'varchar', length: 64 })
  action: string;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  details: Record<string, unknown>;

  /**
   * A moderator's note on a moderation action: the only free text the log keeps. It may name the
   * person acted on, so deleting that account clears it.
   */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  note: string | null;

  @CreatedAtColumn()
  createdAt: Date;
}
