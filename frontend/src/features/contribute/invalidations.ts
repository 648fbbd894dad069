import { listAdminSubmissionsQueryKey, listMySubmissionsQueryKey } from '@/api/generated/@tanstack/react-query.gen';
import { declareInvalidation } from '@/lib/query-invalidation';

/** After a contribution was sent: the review inbox and the submitter's own list. */
export const afterSubmissionCreated = declareInvalidation({
  stale: () => [listAdminSubmissionsQueryKey(), listMySubmissionsQueryKey()],
});
