import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ManyToOneOn } from '../../../common/persistence/relations.js';
import { CreatedAtColumn } from '../../../common/persistence/timestamps.js';
import type { UserRecord } from '../../users/user-record.js';

/**
 * One change of a user's points balance. Append-only (a trigger refuses updates): the balance in
 * users.available_points always equals the sum of a user's deltas, and balance_after records it.
 */
@Entity({ name: 'points_ledger' })
@Check('CHK_points_ledger_delta', '"delta" <> 0')
@Check('CHK_points_ledger_balance_after', '"balance_after" >= 0')
@Index('IDX_points_ledger_user_id', ['userId', 'id'])
export class PointsLedgerEntry {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOneOn('User', 'user_id', { onDelete: 'CASCADE' })
  user?: UserRecord;

  /** Points added (positive) or spent (negative); never 0. */
  @Column({ type: 'integer' })
  delta: number;

  /** Dotted reason, e.g. 'article.created', 'article.edited', 'flair.purchased'. */
  @Column({ type: 'varchar', length: 64 })
  reason: string;

  /** What the change was about, e.g. 'article:42'. */
  @Column({ type: 'varchar', length: 120, nullable: true })
  reference: string | null;

  @Column({ name: 'balance_after', type: 'integer' })
  balanceAfter: number;

  @CreatedAtColumn()
  createdAt: Date;
}
