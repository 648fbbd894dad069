import { getProfileByUsernameQueryKey, listArticlesQueryKey } from '@/api/generated/@tanstack/react-query.gen';
import type { FollowStatusDto, ProfileDto } from '@/api/generated/types.gen';
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
