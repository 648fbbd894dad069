import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  banUserMutation,
  changeUserRoleMutation,
  listAdminUsersInfiniteOptions,
  unbanUserMutation,
} from '@/api/generated/@tanstack/react-query.gen';
import { type AdminUserDto, UserRole } from '@/api/generated/types.gen';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { Input, Label, Select } from '@/components/ui/input';
import { LoadMore } from '@/components/ui/load-more';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/api-error';
import { BanDialog } from '@/components/users/ban-dialog';
import { undoAction } from '@/components/users/undo-action';
import { formatDate } from '@/lib/format';
import { hasNoItems, nextCursor, pageItems } from '@/lib/pages';
import { afterUserModeration } from '@/components/users/user-invalidations';
import { useSession } from '@/lib/session';
import { RecentActivityCard } from './recent-activity-card';
import { useDebounced } from '@/lib/use-debounced';
import { UserNameLink } from '@/components/users/user-name-link';
import { shownName } from '@/lib/display-name';

const ROLES = Object.values(UserRole);
const roleLabel = (role: UserRole) => role[0].toUpperCase() + role.slice(1);

type Status = 'all' | 'active' | 'banned';
/** Wait this long after the last keystroke before searching. */
const SEARCH_DELAY_MS = 300;

/** The Users tab: server-paged list with search, role and status combined; ban, unban and role per row. */
export function UsersTab() {
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<UserRole | ''>('');
  const [status, setStatus] = useState<Status>('all');
  const q = useDebounced(search.trim().replace(/^@/, ''), SEARCH_DELAY_MS);

  const users = useInfiniteQuery({
    ...listAdminUsersInfiniteOptions({
      query: { q: q || undefined, role: role || undefined, status: status === 'all' ? undefined : status },
    }),
    initialPageParam: {},
    getNextPageParam: nextCursor,
  });

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      <section aria-labelledby="users-heading" className="min-w-0">
        <h2 id="users-heading" className="sr-only">
          Users
        </h2>
        <div className="mb-4 grid gap-3 sm:grid-cols-3" role="search" aria-label="Filter users">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="user-search">Search users</Label>
            <Input
              id="user-search"
              type="search"
              placeholder="Username or display name"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="user-role">Role</Label>
            <Select id="user-role" value={role} onChange={(event) => setRole(event.target.value as UserRole | '')}>
              <option value="">All roles</option>
              {ROLES.map((value) => (
                <option key={value} value={value}>
                  {roleLabel(value)}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="user-status">Status</Label>
            <Select id="user-status" value={status} onChange={(event) => setStatus(event.target.value as Status)}>
              <option value="all">All</option>
              <option value="active">Active</option>
              <option value="banned">Banned</option>
            </Select>
          </div>
        </div>
        <QueryState
          query={users}
          loadingLabel="Loading users..."
          errorTitle="Failed to load users."
          isEmpty={hasNoItems}
          empty={<EmptyState dashed>No users match these filters.</EmptyState>}
        >
          {(data) => (
            <>
              <p className="mb-2 text-sm text-muted-foreground" aria-live="polite">
                {data.pages[0]?.total ?? 0} users
              </p>
              <DataTable
                columns={USER_COLUMNS}
                rows={pageItems(data)}
                rowKey={(user) => user.id}
                rowTestId={() => 'admin-user-row'}
                useRowState={useUserRow}
              />
              <LoadMore query={users} label="Load More" errorText="Failed to load more users." className="mt-4" />
            </>
          )}
        </QueryState>
      </section>
      <RecentActivityCard />
    </div>
  );
}

/** One row's moderation: its mutations (any pending one disables the row) and its confirm dialog. */
function useUserRow(user: AdminUserDto) {
  const queryClient = useQueryClient();
  const { user: me } = useSession();
  const done = () => void afterUserModeration(queryClient);

  const [banning, setBanning] = useState(false);
  const changeRole = useMutation({
    ...changeUserRoleMutation(),
    onSuccess: (_saved, variables) => {
      done();
      // Admins who change their own role get a page with their new rights.
      if (user.id === me?.id) {
        toast({ title: 'Role updated', description: 'User role has been updated successfully.', variant: 'success' });
        setTimeout(() => window.location.reload(), 1000);
        return;
      }
      const previous = user.role;
      const undo = variables.body.role !== previous;
      toast({
        title: 'Role updated',
        description: 'User role has been updated successfully.',
        variant: 'success',
        action: undo
          ? undoAction(`${name} back to ${roleLabel(previous)}`, () =>
              changeRole.mutate({ path: { id: user.id }, body: { role: previous } }),
            )
          : undefined,
      });
    },
    onError: (error) =>
      toast({
        title: 'Error updating role',
        description: serverMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      }),
  });
  const ban = useMutation({
    ...banUserMutation(),
    onSuccess: () => {
      done();
      setBanning(false);
      toast({
        title: 'User banned',
        description: 'User has been banned successfully.',
        variant: 'success',
        action: undoAction(`unban ${name}`, () => unban.mutate({ path: { id: user.id } })),
      });
    },
    onError: (error) =>
      toast({ title: 'Error', description: serverMessage(error) ?? 'Failed to ban user.', variant: 'destructive' }),
  });
  const unban = useMutation({
    ...unbanUserMutation(),
    onSuccess: () => {
      done();
      toast({ title: 'User unbanned', description: 'User has been unbanned successfully.', variant: 'success' });
    },
    onError: () => toast({ title: 'Error', description: 'Failed to unban user.', variant: 'destructive' }),
  });
  const busy = changeRole.isPending || ban.isPending || unban.isPending;
  const name = shownName(user);
  const handle = `@${user.username.replace(/^@/, '')}`;
  const { confirm, dialog } = useConfirm();
  const askRole = (next: UserRole) =>
    confirm({
      title: `Make ${handle} ${roleLabel(next).toLowerCase()}?`,
      description: `${name} goes from ${roleLabel(user.role)} to ${roleLabel(next)} and gets that role's rights at once.`,
      confirmLabel: 'Change Role',
      confirmVariant: 'default',
      onConfirm: () => changeRole.mutate({ path: { id: user.id }, body: { role: next } }),
    });
  const askBan = () => setBanning(true);
  const unbanUser = () => unban.mutate({ path: { id: user.id } });
  const dialogs = (
    <>
      {dialog}
      {banning ? (
        <BanDialog
          handle={handle}
          name={name}
          pending={ban.isPending}
          onClose={() => setBanning(false)}
          onBan={(body) => ban.mutate({ path: { id: user.id }, body })}
        />
      ) : null}
    </>
  );
  return { busy, name, isMe: user.id === me?.id, askRole, askBan, unbanUser, dialog: dialogs };
}

type UserRowState = ReturnType<typeof useUserRow>;

const USER_COLUMNS: DataTableColumn<AdminUserDto, UserRowState>[] = [
  {
    header: 'User',
    cell: (user, { name }) => (
      <div className="flex items-center gap-2">
        <Avatar name={name} imageUrl={user.profileImageUrl} size="sm" />
        {user.isRoot ? (
          <span className="font-semibold">ROOT</span>
        ) : (
          <div className="min-w-0">
            <UserNameLink user={user} className="font-medium hover:underline" />
            <p className="truncate text-xs text-muted-foreground">@{user.username.replace(/^@/, '')}</p>
          </div>
        )}
      </div>
    ),
  },
  {
    header: 'Role',
    cell: (user, { busy, name, askRole }) =>
      user.isRoot ? (
        <span className="capitalize">{user.role}</span>
      ) : (
        <Select
          aria-label={`Role of ${name}`}
          className="h-8 w-36"
          value={user.role}
          disabled={busy}
          onChange={(event) => askRole(event.target.value as UserRole)}
        >
          {ROLES.map((value) => (
            <option key={value} value={value}>
              {roleLabel(value)}
            </option>
          ))}
        </Select>
      ),
  },
  {
    header: 'Status',
    cell: (user) =>
      user.isBanned ? (
        <div className="flex flex-col items-start gap-1">
          <Badge className="border-transparent bg-destructive text-destructive-foreground">
            {user.bannedUntil ? 'Suspended' : 'Banned'}
          </Badge>
          <span className="text-xs text-muted-foreground">
            {user.banReason}
            {user.bannedUntil ? ` · until ${formatDate(user.bannedUntil)}` : ''}
          </span>
        </div>
      ) : (
        <Badge variant="secondary">Active</Badge>
      ),
  },
  {
    header: 'Platform',
    cellClassName: 'capitalize',
    cell: (user) => (user.isRoot ? '' : (user.primaryPlatform ?? '—')),
  },
  {
    header: 'Joined',
    cellClassName: 'whitespace-nowrap',
    cell: (user) => <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>,
  },
  {
    header: <span className="sr-only">Actions</span>,
    cellClassName: 'text-right',
    cell: (user, { busy, name, isMe, askBan, unbanUser, dialog }) => (
      <>
        {user.isRoot ? null : user.isBanned ? (
          <Button size="sm" variant="outline" disabled={busy} aria-label={`Unban ${name}`} onClick={unbanUser}>
            Unban
          </Button>
        ) : (
          <Button size="sm" variant="destructive" disabled={busy || isMe} aria-label={`Ban ${name}`} onClick={askBan}>
            Ban
          </Button>
        )}
        {dialog}
      </>
    ),
  },
];
