import {
  getArticleQueryKey,
  listAdminFlairsQueryKey,
  listArticleCommentsQueryKey,
  listFlairApplicationsQueryKey,
  listFlairOwnersQueryKey,
  listFlairsQueryKey,
  listShownUserFlairsQueryKey,
  listUserFlairsQueryKey,
} from '@/api/generated/@tanstack/react-query.gen';
import { articleListQueries } from '@/components/articles/article-invalidations';
import { messageQueries } from '@/components/messages/message-invalidations';
import { profileQueries } from '@/components/users/user-invalidations';
import { allQueriesOf, declareInvalidation } from '@/lib/query-invalidation';

/**
 * After a flair was bought, granted, chosen or edited (store, settings, admin): the store, owned
 * flairs, the session (its points balance) and every cached screen whose user summaries show flairs.
 */
export const afterFlairsChange = declareInvalidation({
  stale: () => [
    listFlairsQueryKey(),
    allQueriesOf(listUserFlairsQueryKey),
    allQueriesOf(listShownUserFlairsQueryKey),
    listAdminFlairsQueryKey(),
    listFlairApplicationsQueryKey(),
    allQueriesOf(listFlairOwnersQueryKey),
    allQueriesOf(getArticleQueryKey),
    allQueriesOf(listArticleCommentsQueryKey),
    ...profileQueries(),
    ...messageQueries(),
    ...articleListQueries(),
  ],
});
