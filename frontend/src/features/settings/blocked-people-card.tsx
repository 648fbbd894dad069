import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { listBlockedUsersInfiniteOptions, unblockUserMutation } from '@/api/generated/@tanstack/react-query.gen';
import type { UserSummaryDto } from '@/api/generated/types.gen';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadMore } from '@/components/ui/load-more';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toast';
import { UserNameLink } from '@/components/users/user-name-link';
import { errorMessage } from '@/lib/api-error';
import { shownName } from '@/lib/display-name';
import { hasNoItems, nextCursor, pageItems } from '@/lib/pages';
import { afterUnblock } from './invalidations';

/** The people the member blocks, most recent first, each with Unblock. */
export function BlockedPeopleCard() {
  const blocked = useInfiniteQuery({
    ...listBlockedUsersInfiniteOptions(),
    initialPageParam: {},
    getNextPageParam: nextCursor,
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Blocked people</CardTitle>
        <CardDescription>
          People you block cannot message you or follow you, and their comments are collapsed for you.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <QueryState
          query={blocked}
          loadingLabel="Loading blocked people..."
          errorTitle="Failed to load the people you blocked."
          className="py-8"
          isEmpty={hasNoItems}
          empty={<EmptyState dashed>You haven&apos;t blocked anyone.</EmptyState>}
        >
          {(data) => (
            <>
              <ul className="flex flex-col divide-y rounded-md border" aria-label="Blocked people">
                {pageItems(data).map((user) => (
                  <BlockedPersonRow key={user.id} user={user} />
                ))}
              </ul>
              <LoadMore query={blocked} label="Load More" align="start" />
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function BlockedPersonRow({ user }: { user: UserSummaryDto }) {
  const queryClient = useQueryClient();
  const name = shownName(user);
  const unblock = useMutation({
    ...unblockUserMutation(),
    onSuccess: async () => {
      await afterUnblock(queryClient);
      toast({ title: 'Member unblocked', description: name, variant: 'success' });
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
  });
  return (
    <li className="flex items-center gap-3 p-3" data-testid="blocked-person">
      <Avatar name={name} imageUrl={user.profileImageUrl} />
      <UserNameLink user={user} className="min-w-0 flex-1 truncate font-medium hover:underline" />
      <Button
        variant="outline"
        size="sm"
        disabled={unblock.isPending}
        aria-label={`Unblock ${name}`}
        onClick={() => unblock.mutate({ path: { userId: user.id } })}
      >
        Unblock
      </Button>
    </li>
  );
}
