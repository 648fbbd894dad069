import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ManyToOneOn } from '../../../common/persistence/relations.js';
import { CreatedAtColumn } from '../../../common/persistence/timestamps.js';
import type { UserRecord } from '../../users/user-record.js';

export enum UsernameConflictType {
  AccountMerge = 'account-merge',
  RightfulOwner = 'rightful-owner',
  Other = 'other',
}

export enum SupportRequestStatus {
  Open = 'open',
  Resolved = 'resolved',
}

/** A user's request for help with a username that another account holds; admins read them. */
@Entity({ name: 'username_conflict_requests' })
@Index('IDX_username_conflict_requests_status_created', ['status', 'createdAt'])
export class UsernameConflictRequest {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOneOn('User', 'user_id', { onDelete: 'CASCADE' })
  user?: UserRecord;

  @Column({ name: 'conflict_type', type: 'enum', enum: UsernameConflictType, enumName: 'username_conflict_type' })
  conflictType: UsernameConflictType;

  @Column({ name: 'desired_username', type: 'varchar', length: 64 })
  desiredUsername: string;

  @Column({ name: 'current_username', type: 'varchar', length: 64 })
  currentUsername: string;

  @Column({ type: 'text' })
  explanation: string;

  @Column({ name: 'contact_email', type: 'varchar', length: 254 })
  contactEmail: string;

  @Column({
    type: 'enum',
    enum: SupportRequestStatus,
    enumName: 'support_request_status',
    default: SupportRequestStatus.Open,
  })
  status: SupportRequestStatus;

  @CreatedAtColumn()
  createdAt: Date;
}
