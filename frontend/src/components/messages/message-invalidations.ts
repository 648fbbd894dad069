import {
  getConversationQueryKey,
  getUnreadMessageCountQueryKey,
  listConversationsQueryKey,
} from '@/api/generated/@tanstack/react-query.gen';
import { allQueriesOf, declareInvalidation, type StaleQuery } from '@/lib/query-invalidation';

/** Every conversation list, thread and the unread count. */
export function messageQueries(): StaleQuery[] {
  return [listConversationsQueryKey(), allQueriesOf(getConversationQueryKey), getUnreadMessageCountQueryKey()];
}

/** After a message was sent, received or read. */
export const afterMessage = declareInvalidation({ stale: messageQueries });
