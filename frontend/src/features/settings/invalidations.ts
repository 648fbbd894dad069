import {
  getBlockStatusQueryKey,
  getSecondFactorStatusQueryKey,
  listArticleCommentsQueryKey,
  listBlockedUsersQueryKey,
  getSessionQueryKey,
  listConnectionsQueryKey,
} from '@/api/generated/@tanstack/react-query.gen';
import type { ConnectionDto } from '@/api/generated/types.gen';
import { allQueriesOf, declareInvalidation } from '@/lib/query-invalidation';

/**
 * After the sign-in connections changed. A disconnect or make-primary answers the new list, which
 * replaces the cache; a popup link answers nothing, so the list is refetched.
 */
export const afterConnectionsChange = declareInvalidation({
  update: (queryClient, list?: ConnectionDto[]) => {
    if (list) queryClient.setQueryData(listConnectionsQueryKey(), list);
  },
  stale: (list?: ConnectionDto[]) => (list ? [] : [listConnectionsQueryKey()]),
});

/** After a second-factor step: the session (its secondFactor state) and the second-factor status. */
export const afterSecondFactorChange = declareInvalidation({
  stale: () => [getSessionQueryKey(), getSecondFactorStatusQueryKey()],
});

/** After an unblock in Settings: the list, that person's block status, and comments' collapsed flags. */
export const afterUnblock = declareInvalidation({
  stale: () => [
    listBlockedUsersQueryKey(),
    allQueriesOf(getBlockStatusQueryKey),
    allQueriesOf(listArticleCommentsQueryKey),
  ],
});
