import {
  getBlockStatusQueryKey,
  getProfileByUsernameQueryKey,
  listArticleCommentsQueryKey,
  listArticlesQueryKey,
  listBlockedUsersQueryKey,
} from '@/api/generated/@tanstack/react-query.gen';
import type { BlockStatusDto, FollowStatusDto, ProfileDto } from '@/api/generated/types.gen';
import { allQueriesOf, declareInvalidation } from '@/lib/query-invalidation';

/** After a follow or unfollow: the answer updates the cached profiles; the Following feed changes. */
export const afterFollow = declareInvalidation({
  update: (queryClient, result: FollowStatusDto) =>
    queryClient.setQueriesData<ProfileDto>({ queryKey: allQueriesOf(getProfileByUsernameQueryKey) }, (old) =>
      old && old.id === result.userId
        ? { ...old, isFollowing: result.following, stats: { ...old.stats, followers: result.followers } }
        : old,
    ),
  stale: (_result: FollowStatusDto) => [listArticlesQueryKey()],
});

/**
 * After a block or unblock from a profile: the answer is the new status; the follows between the two
 * may have ended (profile figures, the Following feed), comments change their collapsed flag, and the
 * Settings list of blocked people changes.
 */
export const afterBlockChange = declareInvalidation({
  update: (queryClient, result: BlockStatusDto) =>
    queryClient.setQueryData(getBlockStatusQueryKey({ path: { userId: result.userId } }), result),
  stale: (_result: BlockStatusDto) => [
    allQueriesOf(getProfileByUsernameQueryKey),
    allQueriesOf(listArticleCommentsQueryKey),
    listBlockedUsersQueryKey(),
    listArticlesQueryKey(),
  ],
});
