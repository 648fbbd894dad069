import { Check, Entity, Index, PrimaryColumn } from 'typeorm';
import { ManyToOneOn } from '../../../common/persistence/relations.js';
import { CreatedAtColumn } from '../../../common/persistence/timestamps.js';
import type { UserRecord } from '../../users/user-record.js';

/**
 * blocker has blocked blocked. The pair is the key, so blocking twice keeps one row; nobody blocks
 * themselves. The index on blocked_id serves "has anyone I write to blocked me?".
 */
@Entity({ name: 'user_blocks' })
@Check('CHK_user_blocks_not_self', '"blocker_id" <> "blocked_id"')
@Index('IDX_user_blocks_blocker_created', ['blockerId', 'createdAt'])
@Index('IDX_user_blocks_blocked', ['blockedId'])
export class UserBlock {
  @PrimaryColumn({ name: 'blocker_id', type: 'uuid' })
  blockerId: string;

  @PrimaryColumn({ name: 'blocked_id', type: 'uuid' })
  blockedId: string;

  @ManyToOneOn('User', 'blocker_id', { onDelete: 'CASCADE' })
  blocker?: UserRecord;

  @ManyToOneOn('User', 'blocked_id', { onDelete: 'CASCADE' })
  blocked?: UserRecord;

  @CreatedAtColumn()
  createdAt: Date;
}
