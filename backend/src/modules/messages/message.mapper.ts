import { UserSummaryDto } from '../users/user-summary.js';
import type { UserRecord } from '../users/user-record.js';
import { toUserSummary } from '../users/user-summary.js';
import type { MessageDto } from './dto/message.dto.js';
import type { DirectMessage } from './entities/direct-message.entity.js';

/** The columns a message row carries, whether it comes from an entity or a raw query. */
export interface MessageRow {
  id: string | number;
  senderId: string;
  receiverId: string;
  content: string;
  createdAt: Date;
  readAt: Date | null;
}

export function toMessageDto(message: MessageRow | DirectMessage): MessageDto {
  return {
    id: Number(message.id),
    senderId: message.senderId,
    receiverId: message.receiverId,
    content: message.content,
    createdAt: message.createdAt.toISOString(),
    readAt: message.readAt ? message.readAt.toISOString() : null,
  };
}

export type MessageUserFields = Pick<
  UserRecord,
  | 'id'
  | 'username'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'showRealName'
  | 'displayNamePreference'
  | 'profileImageUrl'
  | 'role'
>;

export function toMessageUserDto(user: MessageUserFields): UserSummaryDto {
  return toUserSummary(user);
}
