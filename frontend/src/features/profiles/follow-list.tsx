import { useInfiniteQuery } from '@tanstack/react-query';
import { UserMinus, UserPlus } from 'lucide-react';
import { listFollowersInfiniteOptions, listFollowingInfiniteOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { UserCardDto } from '@/api/generated/types.gen';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { LoadMore, type InfiniteLike } from '@/components/ui/load-more';
import { EmptyState, QueryState, type QueryLike } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { FlairBadges } from '@/components/users/flair-badge';
import { UserNameLink } from '@/components/users/user-name-link';
import { shownName } from '@/lib/display-name';
import { hasNoItems, nextCursor, pageItems, type PagedData } from '@/lib/pages';
import { useFollowToggle } from './use-follow-toggle';

/** Which side of a user's follows a list shows. */
export type FollowDirection = 'followers' | 'following';

const TEXT: Record<FollowDirection, { loading: string; error: string; empty: string; more: string }> = {
  followers: {
    loading: 'Loading followers...',
    error: 'Failed to load followers.',
    empty: 'No followers yet.',
    more: 'Failed to load more followers.',
  },
  following: {
    loading: 'Loading followed people...',
    error: 'Failed to load followed people.',
    empty: 'Not following anyone yet.',
    more: 'Failed to load more followed people.',
  },
};

/** One side of a user's follows, newest first, page by page, with a Follow / Unfollow button per row. */
export function FollowList({ userId, direction }: { userId: string; direction: FollowDirection }) {
  return direction === 'followers' ? <FollowersList userId={userId} /> : <FollowingList userId={userId} />;
}

function FollowersList({ userId }: { userId: string }) {
  const list = useInfiniteQuery({
    ...listFollowersInfiniteOptions({ path: { id: userId } }),
    initialPageParam: { path: { id: userId } },
    getNextPageParam: nextCursor,
  });
  return <FollowListView list={list} direction="followers" />;
}

function FollowingList({ userId }: { userId: string }) {
  const list = useInfiniteQuery({
    ...listFollowingInfiniteOptions({ path: { id: userId } }),
    initialPageParam: { path: { id: userId } },
    getNextPageParam: nextCursor,
  });
  return <FollowListView list={list} direction="following" />;
}

type PagedCards = QueryLike<PagedData<UserCardDto>> & InfiniteLike;

function FollowListView({ list, direction }: { list: PagedCards; direction: FollowDirection }) {
  const text = TEXT[direction];
  return (
    <QueryState
      query={list}
      loadingLabel={text.loading}
      errorTitle={text.error}
      layout="compact"
      isEmpty={hasNoItems}
      empty={<EmptyState>{text.empty}</EmptyState>}
    >
      {(data) => (
        <div className="flex flex-col gap-3">
          <ul className="flex flex-col divide-y rounded-md border" data-testid={`${direction}-list`}>
            {pageItems(data).map((user) => (
              <FollowRow key={user.id} user={user} />
            ))}
          </ul>
          <LoadMore query={list} label="Load More" errorText={text.more} size="sm" />
        </div>
      )}
    </QueryState>
  );
}

function FollowRow({ user }: { user: UserCardDto }) {
  const name = shownName(user);
  return (
    <li className="flex items-center gap-3 p-3 text-sm" data-testid="follow-row">
      <Avatar name={name} imageUrl={user.profileImageUrl} />
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
        <UserNameLink user={user} className="font-medium wrap-anywhere hover:underline" />
        <FlairBadges flairs={user.flairs} />
      </div>
      {user.isViewer || user.isRoot ? null : <RowFollowButton user={user} name={name} />}
    </li>
  );
}

/** Not disabled while its request runs (a disabled button would drop keyboard focus): a second press is ignored. */
function RowFollowButton({ user, name }: { user: UserCardDto; name: string }) {
  const { busy, toggle } = useFollowToggle();
  const following = user.viewerFollows;
  const Icon = following ? UserMinus : UserPlus;
  return (
    <Button
      size="sm"
      variant={following ? 'outline' : 'default'}
      aria-label={`${following ? 'Unfollow' : 'Follow'} ${name}`}
      aria-busy={busy}
      onClick={() => toggle(user.id, following)}
    >
      {busy ? <Spinner label="Updating..." className="text-current" /> : <Icon aria-hidden="true" />}
      {following ? 'Unfollow' : 'Follow'}
    </Button>
  );
}
