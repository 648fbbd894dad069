import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ManyToOneOn } from '../../../common/persistence/relations.js';
import { CreatedAtColumn } from '../../../common/persistence/timestamps.js';
import type { UserRecord } from '../../users/user-record.js';

export const MESSAGE_MAX_LENGTH = 5000;

/**
 * One private message between two users (plain text, shown as text, never as HTML). Ids grow with
 * every message, so pages are ordered and cut by id alone (exact, unlike millisecond timestamps).
 */
@Entity({ name: 'direct_messages' })
@Check('CHK_direct_messages_content_length', `char_length("content") BETWEEN 1 AND ${MESSAGE_MAX_LENGTH}`)
@Check('CHK_direct_messages_not_to_self', '"sender_id" <> "receiver_id"')
// A user's sent and received messages, newest first (conversation list, admin view); also serve the foreign keys.
@Index('IDX_direct_messages_sender_id', ['senderId', 'id'])
@Index('IDX_direct_messages_receiver_id', ['receiverId', 'id'])
// One thread whichever way its messages went: (LEAST(sender, receiver), GREATEST(sender, receiver), id).
@Index('IDX_direct_messages_pair', { synchronize: false })
// Unread messages per receiver and sender (partial: only unread rows): unread counts and mark-as-read.
@Index('IDX_direct_messages_unread', { synchronize: false })
// Messages by time: the admin dashboard's figures per day and its active users over a period.
@Index('IDX_direct_messages_created_at', ['createdAt'])
export class DirectMessage {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'sender_id', type: 'uuid' })
  senderId: string;

  @ManyToOneOn('User', 'sender_id', { onDelete: 'CASCADE' })
  sender?: UserRecord;

  @Column({ name: 'receiver_id', type: 'uuid' })
  receiverId: string;

  @ManyToOneOn('User', 'receiver_id', { onDelete: 'CASCADE' })
  receiver?: UserRecord;

  @Column({ type: 'text' })
  content: string;

  @CreatedAtColumn()
  createdAt: Date;

  /** When the receiver opened the conversation; null while unread. */
  @Column({ name: 'read_at', type: 'timestamptz', nullable: true })
  readAt: Date | null;
}
