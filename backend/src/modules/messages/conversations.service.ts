import { toPage } from '../../common/pagination/page.js';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { decodeIdCursor, encodeIdCursor } from '../../common/pagination/cursor.js';
import { UsersService } from '../users/users.service.js';
import type { ConversationDto, ConversationPageDto } from './dto/conversation.dto.js';
import type { ConversationThreadDto } from './dto/conversation-thread.dto.js';
import type { UnreadMessageCountDto } from './dto/message-counts.dto.js';
import { DEFAULT_MESSAGE_PAGE_SIZE, type MessagePageQuery } from './dto/message-page.query.js';
import { MessagesRepository, type ConversationRow } from './messages.repository.js';
import { toMessageDto, toMessageUserDto } from './message.mapper.js';
import { UserErrors } from '../users/users.errors.js';
import { MessageErrors } from './messages.errors.js';

/** The caller's inbox: conversations, threads and the unread count. */
@Injectable()
export class ConversationsService {
  constructor(
    private readonly messages: MessagesRepository,
    private readonly users: UsersService,
  ) {}

  async list(userId: string, query: MessagePageQuery): Promise<ConversationPageDto> {
    const limit = query.limit ?? DEFAULT_MESSAGE_PAGE_SIZE;
    const before = query.cursor ? decodeIdCursor(query.cursor) : null;
    const rows = await this.messages.conversationsPage(userId, before, limit + 1);
    return toPage(rows, limit, toConversationDto, (last) => encodeIdCursor(last.id));
  }

  /** One page of the thread: the newest page first, each page oldest first. */
  async thread(userId: string, otherUserId: string, query: MessagePageQuery): Promise<ConversationThreadDto> {
    otherUserId = otherUserId.toLowerCase();
    if (otherUserId === userId) throw new BadRequestException(MessageErrors.toSelf);
    const other = await this.users.findById(otherUserId);
    if (!other) throw new NotFoundException(UserErrors.notFound);

    const limit = query.limit ?? DEFAULT_MESSAGE_PAGE_SIZE;
    const before = query.cursor ? decodeIdCursor(query.cursor) : null;
    const rows = await this.messages.threadPage(userId, other.id, before, limit + 1);

    // Cut newest first (the cursor is the oldest message shown), then shown oldest first.
    const page = toPage(rows, limit, toMessageDto, (oldest) => encodeIdCursor(oldest.id));
    return { user: toMessageUserDto(other), items: page.items.reverse(), nextCursor: page.nextCursor };
  }

  async unreadCount(userId: string): Promise<UnreadMessageCountDto> {
    const count = await this.messages.unreadCount(userId);
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
