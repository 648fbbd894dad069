import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  awardBadgeMutation,
  listAdminUsersOptions,
  listUserBadgesOptions,
  revokeBadgeMutation,
} from '@/api/generated/@tanstack/react-query.gen';
import type { AdminBadgeDto, AdminUserDto } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/api-error';
import { afterBadgeChange } from './invalidations';
import { useDebounced } from '@/lib/use-debounced';
import { UserSearchField } from './user-search-field';
import { useIdempotentMutation } from '@/lib/use-idempotent-mutation';

const SEARCH_DELAY_MS = 300;
const MATCHES = 8;

/** Search a user, then award or revoke each badge for them. */
export function BadgeAwardPanel({ badges }: { badges: AdminBadgeDto[] }) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<AdminUserDto | null>(null);
  const q = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const users = useQuery({
    ...listAdminUsersOptions({ query: { q, limit: MATCHES } }),
    enabled: q.length > 0 && !chosen,
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Award or revoke</CardTitle>
        <CardDescription>Find a member, then award a badge by hand or take one back.</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-3 wrap-anywhere">
        {chosen ? (
          <div className="flex items-center justify-between gap-2 rounded-lg border px-3 py-2">
            <span>
              <span className="font-medium">{chosen.displayName}</span>{' '}
              <span className="text-muted-foreground">@{chosen.username}</span>
            </span>
            <Button variant="outline" size="sm" onClick={() => setChosen(null)}>
              Change user
            </Button>
          </div>
        ) : (
          <>
            <UserSearchField id="badge-user-search" value={search} onChange={setSearch} />
            {q ? (
              <QueryState
                query={users}
                loadingLabel="Searching..."
                errorTitle="Could not search the users"
                isEmpty={(page) => page.items.length === 0}
                empty={<EmptyState dashed>No users match.</EmptyState>}
              >
                {(page) => (
                  <ul className="grid gap-1" aria-label="Matching users">
                    {page.items.map((user) => (
                      <li key={user.id}>
                        <Button variant="ghost" className="w-full justify-start" onClick={() => setChosen(user)}>
                          <span className="font-medium">{user.displayName}</span>
                          <span className="text-muted-foreground">@{user.username}</span>
                        </Button>
                      </li>
                    ))}
                  </ul>
                )}
              </QueryState>
            ) : null}
          </>
        )}
        {chosen ? <UserBadgeActions user={chosen} badges={badges} /> : null}
      </CardContent>
    </Card>
  );
}

function UserBadgeActions({ user, badges }: { user: AdminUserDto; badges: AdminBadgeDto[] }) {
  const queryClient = useQueryClient();
  const held = useQuery(listUserBadgesOptions({ path: { id: user.id } }));
  const onError = (error: unknown) =>
    toast({
      title: 'Error',
      description: serverMessage(error) ?? 'Failed to change the badge.',
      variant: 'destructive',
    });
  const award = useIdempotentMutation({
    ...awardBadgeMutation(),
    onSuccess: async (badge) => {
      toast({ title: 'Badge awarded', description: `${badge.name} awarded to @${user.username}.`, variant: 'success' });
      await afterBadgeChange(queryClient);
    },
    onError,
  });
  const revoke = useMutation({
    ...revokeBadgeMutation(),
    onSuccess: async () => {
      toast({ title: 'Badge revoked', variant: 'success' });
      await afterBadgeChange(queryClient);
    },
    onError,
  });
  const busy = award.isPending || revoke.isPending;
  const { confirm, dialog } = useConfirm();
  const askRevoke = (badge: AdminBadgeDto) =>
    confirm({
      title: `Revoke ${badge.name} from @${user.username}?`,
      description: 'It leaves their profile at once, and no rule awards it to them again.',
      confirmLabel: 'Revoke Badge',
      onConfirm: () => revoke.mutate({ path: { badgeId: badge.id, userId: user.id } }),
    });

  return (
    <QueryState query={held} loadingLabel="Loading their badges..." errorTitle="Could not load their badges">
      {(list) => {
        const holds = new Set(list.map((badge) => badge.id));
        // A retired badge can be taken back from a holder, but awarded to nobody.
        const shown = badges.filter((badge) => !badge.retired || holds.has(badge.id));
        return (
          <>
            <ul className="grid gap-1" aria-label={`Badges of @${user.username}`}>
              {shown.map((badge) => (
                <li key={badge.id} className="flex items-center justify-between gap-2 rounded-lg border px-3 py-2">
                  <span>
                    <span aria-hidden="true">{badge.icon}</span> {badge.name}
                  </span>
                  {holds.has(badge.id) ? (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy}
                      aria-label={`Revoke ${badge.name}`}
                      onClick={() => askRevoke(badge)}
                    >
                      Revoke
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      disabled={busy}
                      aria-label={`Award ${badge.name}`}
                      onClick={() => award.mutate({ path: { badgeId: badge.id }, body: { userId: user.id } })}
                    >
                      Award
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            {dialog}
          </>
        );
      }}
    </QueryState>
  );
}
