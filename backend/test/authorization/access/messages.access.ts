import type { AccessLevel } from '../access-level.js';

/** Access rules of the messages module's operations (see access-table.ts). */
export const MESSAGES_ACCESS: Record<string, AccessLevel> = {
  sendMessage: 'user',
  listConversations: 'user',
  getUnreadMessageCount: 'user',
  getConversation: 'user',
  markConversationRead: 'user',
  streamMessages: 'user', // answers 406 to callers that do not ask for text/event-stream, as this walk does
  listUserMessagesForAdmin: 'admin',
};
