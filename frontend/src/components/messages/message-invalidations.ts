import {
  getConversationQueryKey,
  getUnreadMessageCountQueryKey,
  getUnreadNotificationCountQueryKey,
  listConversationsQueryKey,
  listNotificationsQueryKey,
} from '@/api/generated/@tanstack/react-query.gen';
import { allQueriesOf, declareInvalidation, type StaleQuery } from '@/lib/query-invalidation';

/** Every conversation list, thread and the unread count. */
export function messageQueries(): StaleQuery[] {
  return [listConversationsQueryKey(), allQueriesOf(getConversationQueryKey), getUnreadMessageCountQueryKey()];
}

/** After a message was sent, received or read. */
export const afterMessage = declareInvalidation({ stale: messageQueries });

/** After a conversation was read: its messages, and its new-message notifications (the server read them too). */
export const afterConversationRead = declareInvalidation({
  stale: () => [...messageQueries(), getUnreadNotificationCountQueryKey(), allQueriesOf(listNotificationsQueryKey)],
});
