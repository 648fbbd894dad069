import {
  getMyPaymentQueryKey,
  getSessionQueryKey,
  listMyPointsLedgerQueryKey,
} from '@/api/generated/@tanstack/react-query.gen';
import { allQueriesOf, declareInvalidation } from '@/lib/query-invalidation';

/** After a payment went through (points are credited by the server's webhook): the balance in the session, the points history, and the payment. */
export const afterPayment = declareInvalidation({
  stale: () => [getSessionQueryKey(), listMyPointsLedgerQueryKey(), allQueriesOf(getMyPaymentQueryKey)],
});
