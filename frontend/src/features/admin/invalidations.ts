import {
  getAdminSubmissionQueryKey,
  getArchiveTimelineQueryKey,
  getSupportRequestQueryKey,
  listAdminSubmissionsQueryKey,
  listArchiveEntriesQueryKey,
  listMySubmissionsQueryKey,
  listSupportRequestsQueryKey,
} from '@/api/generated/@tanstack/react-query.gen';
import { allQueriesOf, declareInvalidation } from '@/lib/query-invalidation';

/**
 * After a review decision (one submission or a whole batch): the inbox, the opened submission, the
 * lists, and the archive's index and timeline (an approval adds entries).
 */
export const afterSubmissionDecision = declareInvalidation({
  stale: () => [
    listAdminSubmissionsQueryKey(),
    allQueriesOf(getAdminSubmissionQueryKey),
    listMySubmissionsQueryKey(),
    listArchiveEntriesQueryKey(),
    getArchiveTimelineQueryKey(),
  ],
});

/** After any change to a support request (status, assignee, a note, a reply, erasure): the lists and the opened one. */
export const afterSupportChange = declareInvalidation({
  stale: () => [allQueriesOf(listSupportRequestsQueryKey), allQueriesOf(getSupportRequestQueryKey)],
});
