import type { AccessLevel } from '../access-level.js';

/** Access rules of the notifications module's operations (see access-table.ts). */
export const NOTIFICATIONS_ACCESS: Record<string, AccessLevel> = {
  listNotifications: 'user',
  getUnreadNotificationCount: 'user',
  markAllNotificationsRead: 'user',
  markNotificationRead: 'user',
  // The signed token in the link is the authorisation (no session).
  showUnsubscribePage: 'public',
  unsubscribeFromEmails: 'public',
};
