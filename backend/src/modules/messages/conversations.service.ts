import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { decodeIdCursor, encodeIdCursor } from '../../common/pagination/cursor.js';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import type { UserRole } from '../users/user-role.js';
import { User } from '../users/entities/user.entity.js';
import type { ConversationDto, ConversationPageDto } from './dto/conversation.dto.js';
import type { ConversationThreadDto } from './dto/conversation-thread.dto.js';
import type { UnreadMessageCountDto } from './dto/message-counts.dto.js';
import { DEFAULT_MESSAGE_PAGE_SIZE, type MessagePageQuery } from './dto/message-page.query.js';
import { DirectMessage } from './entities/direct-message.entity.js';
import { toMessageDto, toMessageUserDto } from './message.mapper.js';
import { MESSAGE_TO_SELF_MESSAGE, USER_NOT_FOUND_MESSAGE } from './message-errors.js';

interface ConversationRow {
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

/** The caller's inbox: conversations, threads and the unread count. */
@Injectable()
export class ConversationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(DirectMessage) private readonly messages: Repository<DirectMessage>,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {}

  async list(userId: string, query: MessagePageQuery): Promise<ConversationPageDto> {
    const limit = query.limit ?? DEFAULT_MESSAGE_PAGE_SIZE;
    const rows: ConversationRow[] = await this.dataSource.query(CONVERSATIONS_SQL, [
      userId,
      query.cursor ? decodeIdCursor(query.cursor) : null,
      limit + 1,
    ]);
    const items = rows.slice(0, limit).map(toConversationDto);
    const last = items.at(-1);
    return { items, nextCursor: rows.length > limit && last ? encodeIdCursor(last.lastMessage.id) : null };
  }

  /** One page of the thread: the newest page first, each page oldest first. */
  async thread(userId: string, otherUserId: string, query: MessagePageQuery): Promise<ConversationThreadDto> {
    otherUserId = otherUserId.toLowerCase();
    if (otherUserId === userId) throw new BadRequestException(MESSAGE_TO_SELF_MESSAGE);
    const other = await this.users.findOneBy({ id: otherUserId });
    if (!other) throw new NotFoundException(USER_NOT_FOUND_MESSAGE);

    const limit = query.limit ?? DEFAULT_MESSAGE_PAGE_SIZE;
    const page = this.messages
      .createQueryBuilder('m')
      .where('LEAST(m.sender_id, m.receiver_id) = LEAST(CAST(:a AS uuid), CAST(:b AS uuid))', {
        a: userId,
        b: other.id,
      })
      .andWhere('GREATEST(m.sender_id, m.receiver_id) = GREATEST(CAST(:a AS uuid), CAST(:b AS uuid))');
    if (query.cursor) page.andWhere('m.id < :cursor', { cursor: decodeIdCursor(query.cursor) });
    const rows = await page
      .orderBy('m.id', 'DESC')
      .take(limit + 1)
      .getMany();

    const newestFirst = rows.slice(0, limit);
    const oldest = newestFirst.at(-1);
    return {
      user: toMessageUserDto(other),
      items: newestFirst.reverse().map(toMessageDto),
      nextCursor: rows.length > limit && oldest ? encodeIdCursor(oldest.id) : null,
    };
  }

  async unreadCount(userId: string): Promise<UnreadMessageCountDto> {
    const count = await this.messages
      .createQueryBuilder('m')
      .where('m.receiver_id = :userId AND m.read_at IS NULL', { userId })
      .getCount();
    return { count };
  }
}

function toConversationDto(row: ConversationRow): ConversationDto {
  return {
    user: toMessageUserDto({
      id: row.partner_id,
      username: row.username,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      showRealName: row.show_real_name,
      displayNamePreference: row.display_name_preference,
      profileImageUrl: row.profile_image_url,
      role: row.role,
    }),
    lastMessage: toMessageDto({
      id: row.id,
      senderId: row.sender_id,
      receiverId: row.receiver_id,
      content: row.content,
      createdAt: row.created_at,
      readAt: row.read_at,
    }),
    unreadCount: row.unread_count,
  };
}
