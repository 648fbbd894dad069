import { listBadgesQueryKey, listUserBadgesQueryKey } from '@/api/generated/@tanstack/react-query.gen';
import { allQueriesOf, declareInvalidation } from '@/lib/query-invalidation';

/** After an admin awarded or revoked a badge: the catalogue's counts and every profile's badge list. */
export const afterBadgeChange = declareInvalidation({
  stale: () => [listBadgesQueryKey(), allQueriesOf(listUserBadgesQueryKey)],
});
