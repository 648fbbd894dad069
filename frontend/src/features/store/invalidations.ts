import {
  getBoostQueueQueryKey,
  getFeaturedBoostQueryKey,
  getSessionQueryKey,
  listMyBoostsQueryKey,
  listMyPointsLedgerQueryKey,
} from '@/api/generated/@tanstack/react-query.gen';
import { declareInvalidation } from '@/lib/query-invalidation';

/** After a boost was bought: the balance (session), the points history, the queue, the buyer's boosts and the home Featured slot. */
export const afterBoostPurchase = declareInvalidation({
  stale: () => [
    getSessionQueryKey(),
    listMyPointsLedgerQueryKey(),
    getBoostQueueQueryKey(),
    listMyBoostsQueryKey(),
    getFeaturedBoostQueryKey(),
  ],
});
