import type { InfiniteData } from '@tanstack/react-query';
import {
  getBlockStatusQueryKey,
  getProfileByUsernameQueryKey,
  listArticleCommentsQueryKey,
  listArticlesQueryKey,
  listBlockedUsersQueryKey,
  listFollowersInfiniteQueryKey,
  listFollowersQueryKey,
  listFollowingInfiniteQueryKey,
  listFollowingQueryKey,
} from '@/api/generated/@tanstack/react-query.gen';
import type { BlockStatusDto, FollowStatusDto, ProfileDto, UserCardPageDto } from '@/api/generated/types.gen';
import { allQueriesOf, declareInvalidation } from '@/lib/query-invalidation';

/** The followed (or unfollowed) user's rows in a loaded follow list, with the viewer's new follow state. */
function withFollowState(result: FollowStatusDto) {
  return (old: InfiniteData<UserCardPageDto> | undefined) =>
    old && {
      ...old,
      pages: old.pages.map((page) => ({
        ...page,
        items: page.items.map((item) =>
          item.id === result.userId ? { ...item, viewerFollows: result.following } : item,
        ),
      })),
    };
}

/**
 * After a follow or unfollow: the answer updates the cached profiles and the user's rows in the open
 * follow lists (the rows stay where they are: a list is not reloaded under the viewer's hand, only
 * marked for the next time it is shown). The shown profile is read again for its counters (the viewer's
 * own Following count moves too, which the answer does not carry); the Following feed changes.
 */
export const afterFollow = declareInvalidation({
  update: (queryClient, result: FollowStatusDto) => {
    queryClient.setQueriesData<ProfileDto>({ queryKey: allQueriesOf(getProfileByUsernameQueryKey) }, (old) =>
      old && old.id === result.userId
        ? { ...old, isFollowing: result.following, stats: { ...old.stats, followers: result.followers } }
        : old,
    );
    for (const listKey of [listFollowersInfiniteQueryKey, listFollowingInfiniteQueryKey]) {
      queryClient.setQueriesData<InfiniteData<UserCardPageDto>>(
        { queryKey: allQueriesOf(listKey) },
        withFollowState(result),
      );
    }
  },
  stale: (_result: FollowStatusDto) => [
    allQueriesOf(getProfileByUsernameQueryKey),
    { queryKey: allQueriesOf(listFollowersQueryKey), refetchType: 'none' },
    { queryKey: allQueriesOf(listFollowingQueryKey), refetchType: 'none' },
    listArticlesQueryKey(),
  ],
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
