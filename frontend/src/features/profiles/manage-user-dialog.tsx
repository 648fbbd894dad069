import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Settings2 } from 'lucide-react';
import { useId, useState } from 'react';
import {
  banUserMutation,
  changeUserRoleMutation,
  listUserAuditLogInfiniteOptions,
  listUserMessagesForAdminInfiniteOptions,
  unbanUserMutation,
} from '@/api/generated/@tanstack/react-query.gen';
import type { ProfileDto, UserRole } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Label, Select } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { invalidateProfiles } from './profile-queries';

const roles: { value: UserRole; label: string }[] = [
  { value: 'user', label: 'User' },
  { value: 'moderator', label: 'Moderator' },
  { value: 'admin', label: 'Admin' },
];

/** Wait before reloading after admins change their own role (their session then carries the new role). */
export const SELF_ROLE_RELOAD_DELAY = 1000;

type ManageUserDialogProps = {
  profile: ProfileDto;
  /** The signed-in admin's id, to reload the page when they change their own role. */
  viewerId: string;
};

/** The admin's Manage User dialog (role, ban or unban, messages, activity log). Never for root. */
export function ManageUserDialog({ profile, viewerId }: ManageUserDialogProps) {
  const queryClient = useQueryClient();
  const roleId = useId();
  const [role, setRole] = useState<UserRole>(profile.role);
  const [panel, setPanel] = useState<'messages' | 'audit' | null>(null);
  const isSelf = profile.id === viewerId;

  const changeRole = useMutation({
    ...changeUserRoleMutation(),
    onSuccess: async () => {
      toast({ title: 'Role updated', description: 'User role has been updated successfully.' });
      if (isSelf) {
        window.setTimeout(() => window.location.reload(), SELF_ROLE_RELOAD_DELAY);
        return;
      }
      await invalidateProfiles(queryClient);
      await queryClient.invalidateQueries({ queryKey: [{ _id: 'listAdminUsers' }] });
    },
    onError: (error) => {
      console.error('Mutation error:', error);
      toast({ title: 'Error', description: 'Failed to update user role.', variant: 'destructive' });
    },
  });
  const ban = useMutation({
    ...banUserMutation(),
    onSuccess: async () => {
      toast({ title: 'User banned', description: 'User has been banned successfully.' });
      await invalidateProfiles(queryClient);
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
  });
  const unban = useMutation({
    ...unbanUserMutation(),
    onSuccess: async () => {
      toast({ title: 'User unbanned', description: 'User has been unbanned successfully.' });
      await invalidateProfiles(queryClient);
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
  });

  if (profile.isRoot) return null;
  const path = { id: profile.id };

  return (
    <Dialog onOpenChange={(open) => (open ? setRole(profile.role) : setPanel(null))}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Settings2 aria-hidden="true" />
          Manage User
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Manage User</DialogTitle>
          <DialogDescription>
            {profile.displayName} (@{profile.username})
          </DialogDescription>
        </DialogHeader>

        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            changeRole.mutate({ path, body: { role } });
          }}
        >
          <Label htmlFor={roleId}>Role</Label>
          <div className="flex gap-2">
            <Select id={roleId} value={role} onChange={(event) => setRole(event.target.value as UserRole)}>
              {roles.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
            <Button type="submit" disabled={role === profile.role || changeRole.isPending}>
              {changeRole.isPending ? <Spinner label="Updating role..." /> : null}
              Update Role
            </Button>
          </div>
        </form>

        <div className="flex flex-wrap gap-2 border-t pt-4">
          {isSelf ? null : profile.isBanned ? (
            <Button variant="outline" disabled={unban.isPending} onClick={() => unban.mutate({ path })}>
              Unban User
            </Button>
          ) : (
            <Button
              variant="destructive"
              disabled={ban.isPending}
              onClick={() => ban.mutate({ path, body: { reason: 'Banned by admin' } })}
            >
              Ban User
            </Button>
          )}
          <Button
            variant="outline"
            aria-pressed={panel === 'messages'}
            onClick={() => setPanel(panel === 'messages' ? null : 'messages')}
          >
            View Messages
          </Button>
          <Button
            variant="outline"
            aria-pressed={panel === 'audit'}
            onClick={() => setPanel(panel === 'audit' ? null : 'audit')}
          >
            View Activity Log
          </Button>
        </div>

        {panel === 'messages' ? <MessagesPanel userId={profile.id} /> : null}
        {panel === 'audit' ? <AuditLogPanel userId={profile.id} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function PanelState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-2 text-sm">
      <p>{errorMessage(error)}</p>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

function MessagesPanel({ userId }: { userId: string }) {
  const messages = useInfiniteQuery({
    ...listUserMessagesForAdminInfiniteOptions({ path: { id: userId } }),
    initialPageParam: { path: { id: userId } },
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
  const items = messages.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-label="Messages" className="max-h-72 overflow-y-auto rounded-lg border p-3" tabIndex={0}>
      <h3 className="mb-2 text-sm font-semibold">Messages</h3>
      {messages.isPending ? (
        <Spinner label="Loading messages..." />
      ) : messages.isError ? (
        <PanelState error={messages.error} onRetry={() => void messages.refetch()} />
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No messages.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((message) => (
            <li key={message.id} className="rounded-md bg-muted p-2 text-sm" data-testid="admin-message">
              <p className="text-xs text-muted-foreground">
                {message.sender.displayName} to {message.receiver.displayName} ·{' '}
                <time dateTime={message.createdAt}>{formatDate(message.createdAt)}</time>
              </p>
              <p className="break-words whitespace-pre-wrap">{message.content}</p>
            </li>
          ))}
        </ul>
      )}
      {messages.hasNextPage ? (
        <Button
          size="sm"
          variant="ghost"
          className="mt-2"
          disabled={messages.isFetchingNextPage}
          onClick={() => void messages.fetchNextPage()}
        >
          Load More
        </Button>
      ) : null}
    </section>
  );
}

function AuditLogPanel({ userId }: { userId: string }) {
  const log = useInfiniteQuery({
    ...listUserAuditLogInfiniteOptions({ path: { id: userId } }),
    initialPageParam: { path: { id: userId } },
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
  const items = log.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-label="Activity log" className="max-h-72 overflow-y-auto rounded-lg border p-3" tabIndex={0}>
      <h3 className="mb-2 text-sm font-semibold">Activity Log</h3>
      {log.isPending ? (
        <Spinner label="Loading activity log..." />
      ) : log.isError ? (
        <PanelState error={log.error} onRetry={() => void log.refetch()} />
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No logged activity.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((entry) => (
            <li key={entry.id} className="text-sm" data-testid="audit-entry">
              <span className="font-mono text-xs">{entry.action}</span>
              <span className="text-muted-foreground">
                {' '}
                by {entry.actor?.displayName ?? 'System'}
                {entry.target ? ` on ${entry.target.displayName}` : ''} ·{' '}
                <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
      {log.hasNextPage ? (
        <Button
          size="sm"
          variant="ghost"
          className="mt-2"
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          Load More
        </Button>
      ) : null}
    </section>
  );
}
