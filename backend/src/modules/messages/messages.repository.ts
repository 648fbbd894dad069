import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { BaseRepository } from '../../database/base.repository.js';
import { returnedRows } from '../../database/raw-results.js';
import type { UserRole } from '../users/user-role.js';
import type { UserRecord } from '../users/user-record.js';
import { DirectMessage } from './entities/direct-message.entity.js';

/** A conversation of the inbox: the latest message either way, the partner's columns and the unread count. */
export interface ConversationRow {
  id: string;
  sender_id: string;
  receiver_id: string;
  content: string;
  created_at: Date;
  read_at: Date | null;
  unread_count: number;
  partner_id: string;
  username: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  show_real_name: boolean;
  display_name_preference: string;
  profile_image_url: string | null;
  role: UserRole;
}

export type MessageWithParties = DirectMessage & { sender: UserRecord; receiver: UserRecord };

/**
 * One row per other user: the latest message either way (DISTINCT ON over the caller's messages),
 * the unread count from the partial unread index, newest conversation first, cut by the latest
 * message id (the keyset cursor).
 */
const CONVERSATIONS_SQL = `
WITH latest AS (
  SELECT DISTINCT ON (partner_id) *
  FROM (
    SELECT m.*, CASE WHEN m.sender_id = $1 THEN m.receiver_id ELSE m.sender_id END AS partner_id
    FROM direct_messages m
    WHERE m.sender_id = $1 OR m.receiver_id = $1
  ) mine
  ORDER BY partner_id, id DESC
),
unread AS (
  SELECT sender_id AS partner_id, count(*)::int AS unread_count
  FROM direct_messages
  WHERE receiver_id = $1 AND read_at IS NULL
  GROUP BY sender_id
)
SELECT latest.id, latest.sender_id, latest.receiver_id, latest.content, latest.created_at, latest.read_at,
       latest.partner_id, COALESCE(unread.unread_count, 0) AS unread_count,
       u.username, u.email, u.first_name, u.last_name, u.show_real_name, u.display_name_preference,
       u.profile_image_url, u.role
FROM latest
JOIN users u ON u.id = latest.partner_id
LEFT JOIN unread ON unread.partner_id = latest.partner_id
WHERE $2::bigint IS NULL OR latest.id < $2::bigint
ORDER BY latest.id DESC
LIMIT $3`;

const MARK_READ_SQL = `
WITH marked AS (
  UPDATE direct_messages SET read_at = now()
  WHERE receiver_id = $1 AND sender_id = $2 AND read_at IS NULL
  RETURNING read_at
)
SELECT count(*)::int AS count, max(read_at) AS read_at FROM marked`;

/** The SQL of direct_messages. Pages are cut by message id (ids grow with every message). */
@Injectable()
export class MessagesRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  private messages(transaction?: EntityManager) {
    return this.manager(transaction).getRepository(DirectMessage);
  }

  /** Deletes one message for both people; the sender and receiver it had, or undefined when it was gone. */
  async deleteOne(manager: EntityManager, id: string): Promise<{ sender_id: string; receiver_id: string } | undefined> {
    const [row] = await returnedRows<{ sender_id: string; receiver_id: string }>(
      manager,
      `DELETE FROM direct_messages WHERE id = $1::bigint RETURNING sender_id, receiver_id`,
      [id],
    );
    return row;
  }

  insert(
    message: Pick<DirectMessage, 'senderId' | 'receiverId' | 'content'>,
    transaction?: EntityManager,
  ): Promise<DirectMessage> {
    const messages = this.messages(transaction);
    return messages.save(messages.create({ ...message, readAt: null }));
  }

  /**
   * One message with the same content from `senderId` to each receiver, in one INSERT ... SELECT
   * (mass messages): the rows inserted, in receiver order.
   */
  insertToMany(
    senderId: string,
    receiverIds: string[],
    content: string,
    transaction: EntityManager,
  ): Promise<{ id: string; receiver_id: string; created_at: Date }[]> {
    return transaction.query(
      `INSERT INTO direct_messages (sender_id, receiver_id, content)
       SELECT $1, receiver_id, $3 FROM unnest($2::uuid[]) AS receiver_id
       RETURNING id, receiver_id, created_at`,
      [senderId, receiverIds, content],
    );
  }

  /** The inbox page: conversations whose latest message is older than `beforeId`, `limit` rows. */
  conversationsPage(userId: string, beforeId: string | null, limit: number): Promise<ConversationRow[]> {
    return this.manager().query<ConversationRow[]>(CONVERSATIONS_SQL, [userId, beforeId, limit]);
  }

  /** The messages between two users older than `beforeId`, newest first, `limit` rows. */
  threadPage(userId: string, otherUserId: string, beforeId: string | null, limit: number): Promise<DirectMessage[]> {
    const page = this.messages()
      .createQueryBuilder('m')
      .where('LEAST(m.sender_id, m.receiver_id) = LEAST(CAST(:a AS uuid), CAST(:b AS uuid))', {
        a: userId,
        b: otherUserId,
      })
      .andWhere('GREATEST(m.sender_id, m.receiver_id) = GREATEST(CAST(:a AS uuid), CAST(:b AS uuid))');
    if (beforeId) page.andWhere('m.id < :beforeId', { beforeId });
    return page.orderBy('m.id', 'DESC').take(limit).getMany();
  }

  /** Everything a user sent or received older than `beforeId`, newest first, with both parties. */
  async userMessagesPage(userId: string, beforeId: string | null, limit: number): Promise<MessageWithParties[]> {
    const page = this.messages()
      .createQueryBuilder('m')
      .innerJoinAndSelect('m.sender', 'sender')
      .innerJoinAndSelect('m.receiver', 'receiver')
      .where('(m.sender_id = :userId OR m.receiver_id = :userId)', { userId });
    if (beforeId) page.andWhere('m.id < :beforeId', { beforeId });
    return (await page.orderBy('m.id', 'DESC').limit(limit).getMany()) as MessageWithParties[];
  }

  /**
   * Every unread message the user received, from everyone (the header's badge). Plain count(*) on the
   * partial unread index is an index-only scan; the query builder's getCount counts DISTINCT ids, which
   * reads every unread row from the table and sorts them.
   */
  async unreadCount(userId: string): Promise<number> {
    const [row] = await this.manager().query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM direct_messages WHERE receiver_id = $1 AND read_at IS NULL`,
      [userId],
    );
    return row?.count ?? 0;
  }

  /** Marks what `senderId` sent `readerId` as read: how many, and when. */
  async markRead(
    readerId: string,
    senderId: string,
    transaction?: EntityManager,
  ): Promise<{ count: number; readAt: Date | null }> {
    const [row] = await this.manager(transaction).query<{ count: number; read_at: Date | null }[]>(MARK_READ_SQL, [
      readerId,
      senderId,
    ]);
    return { count: row?.count ?? 0, readAt: row?.read_at ?? null };
  }

  // --- account merge (each answers how many messages it touched)
}
