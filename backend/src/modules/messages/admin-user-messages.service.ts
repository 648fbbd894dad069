import { Injectable, NotFoundException } from '@nestjs/common';
import { decodeIdCursor, encodeIdCursor } from '../../common/pagination/cursor.js';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { User } from '../users/entities/user.entity.js';
import type { AdminUserMessageDto, AdminUserMessagePageDto } from './dto/admin-user-message.dto.js';
import { DEFAULT_MESSAGE_PAGE_SIZE, type MessagePageQuery } from './dto/message-page.query.js';
import { DirectMessage } from './entities/direct-message.entity.js';
import { USER_NOT_FOUND_MESSAGE } from './message-errors.js';
import { toMessageDto, toMessageUserDto } from './message.mapper.js';

type MessageWithParties = DirectMessage & { sender: User; receiver: User };

/** The Manage User dialog's 'View Messages': everything a user sent and received. Each look is audited. */
@Injectable()
export class AdminUserMessagesService {
  constructor(
    @InjectRepository(DirectMessage) private readonly messages: Repository<DirectMessage>,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly audit: AuditService,
  ) {}

  async list(userId: string, adminId: string, query: MessagePageQuery): Promise<AdminUserMessagePageDto> {
    userId = userId.toLowerCase();
    const user = await this.users.findOneBy({ id: userId });
    if (!user) throw new NotFoundException(USER_NOT_FOUND_MESSAGE);

    const limit = query.limit ?? DEFAULT_MESSAGE_PAGE_SIZE;
    const page = this.messages
      .createQueryBuilder('m')
      .innerJoinAndSelect('m.sender', 'sender')
      .innerJoinAndSelect('m.receiver', 'receiver')
      .where('(m.sender_id = :userId OR m.receiver_id = :userId)', { userId });
    if (query.cursor) page.andWhere('m.id < :cursor', { cursor: decodeIdCursor(query.cursor) });
    const rows = (await page
      .orderBy('m.id', 'DESC')
      .limit(limit + 1)
      .getMany()) as MessageWithParties[];

    await this.audit.record({
      actorId: adminId,
      targetUserId: user.id,
      action: 'admin.user.messages-viewed',
      details: { cursor: query.cursor ? decodeIdCursor(query.cursor) : null, count: Math.min(rows.length, limit) },
    });
    const items = rows.slice(0, limit).map(toAdminUserMessageDto);
    const last = items.at(-1);
    return { items, nextCursor: rows.length > limit && last ? encodeIdCursor(last.id) : null };
  }
}

function toAdminUserMessageDto(message: MessageWithParties): AdminUserMessageDto {
  return {
    ...toMessageDto(message),
    sender: toMessageUserDto(message.sender),
    receiver: toMessageUserDto(message.receiver),
  };
}
