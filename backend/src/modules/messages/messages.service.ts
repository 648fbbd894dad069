import { isBannedNow } from '../users/ban-state.js';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { RestrictableFeature } from '../../common/auth/auth.decorators.js';
import { BlocksService } from '../blocks/blocks.service.js';
import { AuditService } from '../audit/audit.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { UserRole } from '../users/user-role.js';
import type { UserRecord } from '../users/user-record.js';
import { UsersService } from '../users/users.service.js';
import { isPlaceholderUser } from '../users/placeholder-user.js';
import { isRootUser, ROOT_USER_ID } from '../users/root-user.js';
import type { MarkConversationReadResultDto } from './dto/message-counts.dto.js';
import type { MessageDto } from './dto/message.dto.js';
import type { SendMessageDto } from './dto/send-message.dto.js';
import { MessagesRepository } from './messages.repository.js';
import { UserErrors } from '../users/users.errors.js';
import { MessageErrors } from './messages.errors.js';
import { toMessageDto } from './message.mapper.js';
import { MessageEventsPublisher } from './realtime/message-events.publisher.js';
import { NEW_MESSAGE_TITLE, NotificationKind } from '../notifications/notification-kind.js';
import { NotificationsService } from '../notifications/notifications.service.js';

/** Sending and reading messages. Events go out on Redis only after the transaction has committed. */
@Injectable()
export class MessagesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly messages: MessagesRepository,
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly settings: SettingsService,
    private readonly events: MessageEventsPublisher,
    private readonly notifications: NotificationsService,
    private readonly blocks: BlocksService,
  ) {}

  async send(sender: UserRecord, body: SendMessageDto): Promise<MessageDto> {
    const receiverId = body.receiverId.toLowerCase();
    if (receiverId === sender.id) throw new BadRequestException(MessageErrors.toSelf);
    const message = await this.dataSource.transaction(async (manager) => {
      const receiver = await this.lockReceiver(manager, receiverId);
      await this.assertCanReceive(receiver);
      // A receiver who blocks the sender gets the same answer as one who cannot receive, so the sender
      // cannot tell a block from any other refusal.
      if (await this.blocks.hasBlocked(receiver.id, sender.id, manager)) {
        throw new BadRequestException(MessageErrors.cannotReceive);
      }
      const saved = await this.messages.insert(
        { senderId: sender.id, receiverId: receiver.id, content: body.content },
        manager,
      );
      await this.audit.record(
        {
          actorId: sender.id,
          targetUserId: receiver.id,
          action: 'message.sent',
          details: { messageId: Number(saved.id), length: [...saved.content].length },
        },
        manager,
      );
      await this.notifications.notify(manager, {
        userId: receiver.id,
        actor: sender,
        kind: NotificationKind.NewMessage,
        reference: `message:${saved.id}`,
        title: NEW_MESSAGE_TITLE,
        body: saved.content,
        link: '/messages',
      });
      return saved;
    });
    const dto = toMessageDto(message);
    await this.events.publish([dto.receiverId, dto.senderId], { type: 'message', message: dto });
    return dto;
  }

  /**
   * Set-based sending for mass messages: one message with `content` from the site's own account to
   * each receiver, inside the caller's transaction (so it commits with the caller's bookkeeping). The
   * caller has already chosen who can receive it. Tell the open inboxes with `publishDelivered` after
   * the commit.
   */
  async sendFromSiteToMany(receiverIds: string[], content: string, manager: EntityManager): Promise<MessageDto[]> {
    if (receiverIds.length === 0) return [];
    const rows = await this.messages.insertToMany(ROOT_USER_ID, receiverIds, content, manager);
    return rows.map((row) =>
      toMessageDto({
        id: row.id,
        senderId: ROOT_USER_ID,
        receiverId: row.receiver_id,
        content,
        createdAt: row.created_at,
        readAt: null,
      }),
    );
  }

  /**
   * One message from the site's own account inside the caller's transaction, so it commits or rolls
   * back with the caller's change. Null when the receiver cannot receive messages now (unknown,
   * banned, or Direct Messages restricted to admins): the caller's change stands without it. Tell the
   * open inbox with `publishDelivered` after the commit.
   */
  async sendFromSiteWithin(manager: EntityManager, receiverId: string, content: string): Promise<MessageDto | null> {
    const receiver = await this.users.findForMessageDelivery(manager, receiverId.toLowerCase());
    if (!receiver || !(await this.canReceive(receiver))) return null;
    const [sent] = await this.sendFromSiteToMany([receiver.id], content, manager);
    return sent ?? null;
  }

  /** Live delivery of committed messages to their receivers' open inboxes, in one round trip to Redis. */
  async publishDelivered(messages: MessageDto[]): Promise<void> {
    await this.events.publishEach(
      messages.map((message) => ({ userId: message.receiverId, event: { type: 'message', message } })),
    );
  }

  /** Marks every unread message the other user sent the reader as read; tells both users' streams. */
  async markConversationRead(reader: UserRecord, otherUserId: string): Promise<MarkConversationReadResultDto> {
    otherUserId = otherUserId.toLowerCase();
    if (otherUserId === reader.id) throw new BadRequestException(MessageErrors.toSelf);
    const marked = await this.dataSource.transaction(async (manager) => {
      const other = await this.users.findById(otherUserId, manager);
      if (!other) throw new NotFoundException(UserErrors.notFound);
      const { count, readAt } = await this.messages.markRead(reader.id, other.id, manager);
      // The conversation is read, so its "new message" notifications are too (the bell agrees with the inbox).
      await this.notifications.markReadFrom(manager, reader.id, NotificationKind.NewMessage, other.id);
      if (count > 0) {
        await this.audit.record(
          { actorId: reader.id, targetUserId: other.id, action: 'message.read', details: { count } },
          manager,
        );
      }
      return { count, readAt };
    });
    if (marked.count > 0 && marked.readAt) {
      await this.events.publish([reader.id, otherUserId], {
        type: 'read',
        readerId: reader.id,
        senderId: otherUserId,
        readAt: marked.readAt.toISOString(),
        count: marked.count,
      });
    }
    return { updated: marked.count };
  }

  /**
   * A moderator deletes a reported message, for both people, inside the caller's transaction (audited).
   * False when it was already gone.
   */
  async deleteForModeration(manager: EntityManager, messageId: string, moderator: { id: string }): Promise<boolean> {
    const deleted = await this.messages.deleteOne(manager, messageId);
    if (!deleted) return false;
    await this.audit.record(
      {
        actorId: moderator.id,
        targetUserId: deleted.sender_id,
        action: 'moderation.message.deleted',
        details: { messageId },
      },
      manager,
    );
    return true;
  }

  /** Locks the receiver's row until commit, so a ban or a deletion cannot slip between check and insert. */
  private async lockReceiver(manager: EntityManager, receiverId: string): Promise<UserRecord> {
    const receiver = await this.users.findForMessageDelivery(manager, receiverId);
    if (!receiver) throw new BadRequestException(MessageErrors.receiverNotFound);
    return receiver;
  }

  /**
   * The root account and the placeholder of deleted accounts are not people to write to, banned users
   * cannot read, and while Direct Messages are restricted to admins a non-admin could never open the
   * message.
   */
  private async assertCanReceive(receiver: UserRecord): Promise<void> {
    if (!(await this.canReceive(receiver))) throw new BadRequestException(MessageErrors.cannotReceive);
  }

  private async canReceive(receiver: UserRecord): Promise<boolean> {
    if (isRootUser(receiver.id) || isPlaceholderUser(receiver.id) || isBannedNow(receiver)) return false;
    return receiver.role === UserRole.Admin || (await this.settings.isOpenToEveryone(RestrictableFeature.Messages));
  }
}
