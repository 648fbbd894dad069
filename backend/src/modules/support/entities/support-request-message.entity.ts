import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ManyToOneOn } from '../../../common/persistence/relations.js';
import { CreatedAtColumn } from '../../../common/persistence/timestamps.js';
import type { UserRecord } from '../../users/user-record.js';
import { SupportRequest } from './support-request.entity.js';

/** An internal note (admins only) or a reply (sent to the requester) on a support request. */
export enum SupportMessageType {
  Note = 'note',
  Reply = 'reply',
}

/** The admins' notes and replies on a request, oldest first; they go with the request. */
@Entity({ name: 'support_request_messages' })
@Index('IDX_support_request_messages_request_created', ['requestId', 'createdAt'])
export class SupportRequestMessage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'request_id', type: 'uuid' })
  requestId: string;

  @ManyToOneOn(() => SupportRequest, 'request_id', { onDelete: 'CASCADE' })
  request?: SupportRequest;

  @Column({ type: 'enum', enum: SupportMessageType, enumName: 'support_message_type' })
  type: SupportMessageType;

  /** The admin who wrote it; null once their account is deleted. */
  @Column({ name: 'author_id', type: 'uuid', nullable: true })
  authorId: string | null;

  @ManyToOneOn('User', 'author_id', { onDelete: 'SET NULL', nullable: true })
  author?: UserRecord | null;

  @Column({ type: 'text' })
  body: string;

  @CreatedAtColumn()
  createdAt: Date;
}
