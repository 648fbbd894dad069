import { toPage } from '../../common/pagination/page.js';
import { Injectable, NotFoundException } from '@nestjs/common';
import { decodeIdCursor, encodeIdCursor } from '../../common/pagination/cursor.js';
import { AuditService } from '../audit/audit.service.js';
import { UsersService } from '../users/users.service.js';
import type { AdminUserMessageDto, AdminUserMessagePageDto } from './dto/admin-user-message.dto.js';
import { DEFAULT_MESSAGE_PAGE_SIZE, type MessagePageQuery } from './dto/message-page.query.js';
import { MessagesRepository, type MessageWithParties } from './messages.repository.js';
import { UserErrors } from '../users/users.errors.js';
import { assertMayActOnAccount } from '../users/account-authority.js';
import { UserRole } from '../users/user-role.js';
import { toMessageDto, toMessageUserDto } from './message.mapper.js';

/** The Manage User dialog's 'View Messages': everything a user sent and received. Each look is audited. */
@Injectable()
export class AdminUserMessagesService {
  constructor(
    private readonly messages: MessagesRepository,
    private readonly users: UsersService,
    private readonly audit: AuditService,
  ) {}

  async list(userId: string, adminId: string, query: MessagePageQuery): Promise<AdminUserMessagePageDto> {
    userId = userId.toLowerCase();
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundException(UserErrors.notFound);
    // Another admin's (and ROOT's) messages are ROOT's to read alone.
    assertMayActOnAccount({ id: adminId, role: UserRole.Admin }, user);

    const limit = query.limit ?? DEFAULT_MESSAGE_PAGE_SIZE;
    const before = query.cursor ? decodeIdCursor(query.cursor) : null;
    const rows = await this.messages.userMessagesPage(user.id, before, limit + 1);

    await this.audit.record({
      actorId: adminId,
      targetUserId: user.id,
      action: 'admin.user.messages-viewed',
      details: { cursor: before, count: Math.min(rows.length, limit) },
    });
    return toPage(rows, limit, toAdminUserMessageDto, (last) => encodeIdCursor(last.id));
  }
}

function toAdminUserMessageDto(message: MessageWithParties): AdminUserMessageDto {
  return {
    ...toMessageDto(message),
    sender: toMessageUserDto(message.sender),
    receiver: toMessageUserDto(message.receiver),
  };
}
