import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import { ManyToOneOn } from '../../../common/persistence/relations.js';
import { User } from './user.entity.js';

/**
 * An account that was merged into another and deleted: its old id keeps resolving to the account
 * that absorbed it (audit entries, old profile links). The source id has no foreign key (its row is
 * gone); a later merge of the target moves the alias on, so it always names a live account.
 */
@Entity({ name: 'account_merges' })
@Index('IDX_account_merges_target', ['targetUserId'])
export class AccountMerge {
  @PrimaryColumn({ name: 'source_user_id', type: 'uuid' })
  sourceUserId: string;

  @Column({ name: 'target_user_id', type: 'uuid' })
  targetUserId: string;

  @ManyToOneOn(() => User, 'target_user_id', { onDelete: 'CASCADE' })
  target?: User;

  @CreateDateColumn({ name: 'merged_at', type: 'timestamptz' })
  mergedAt: Date;
}
