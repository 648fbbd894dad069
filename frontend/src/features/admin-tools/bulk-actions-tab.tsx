import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { listAdminUsersOptions, runBulkActionMutation } from '@/api/generated/@tanstack/react-query.gen';
import type { BulkActionResultDto } from '@/api/generated/types.gen';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Label, Select } from '@/components/ui/input';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import {
  EMPTY_MODERATION_REASON,
  moderationReasonBody,
  moderationReasonErrors,
  type ModerationReasonErrors,
  ModerationReasonFields,
} from '@/components/moderation/moderation-reason-fields';
import { BAN_DURATIONS, BanDurationField, type BanDuration, durationDaysOf } from '@/components/users/ban-duration';
import { toast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/api-error';
import { formatNumber, pluralize } from '@/lib/format';
import { afterUserModeration } from '@/components/users/user-invalidations';
import { useDebounced } from '@/lib/use-debounced';
import { UserSearchField } from './user-search-field';

type Action = 'promote' | 'ban';
/** One page of matches; the search narrows it. */
const PAGE_SIZE = 50;
/** Wait this long after the last keystroke before searching. */
const SEARCH_DELAY_MS = 300;

function resultSummary(result: BulkActionResultDto): string {
  const verb = result.action === 'promote' ? 'promoted to moderator' : 'banned';
  const skipped = result.skipped.length ? `, ${formatNumber(result.skipped.length)} skipped` : '';
  return `${formatNumber(result.updated)} of ${pluralize(result.requested, 'user')} ${verb}${skipped}.`;
}

/** Bulk Actions: pick users from the admin user list, then promote them to moderator or ban them, once confirmed. */
export function BulkActionsTab() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const users = useQuery(listAdminUsersOptions({ query: { q: q || undefined, limit: PAGE_SIZE } }));
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [action, setAction] = useState<Action>('promote');
  const [reason, setReason] = useState(EMPTY_MODERATION_REASON);
  const [reasonErrors, setReasonErrors] = useState<ModerationReasonErrors>({});
  const [duration, setDuration] = useState<BanDuration>('7');
  const { confirm, dialog } = useConfirm();
  const run = useMutation({
    ...runBulkActionMutation(),
    onSuccess: async (result) => {
      setSelected(new Set());
      setReason(EMPTY_MODERATION_REASON);
      toast({ title: 'Bulk action completed', description: resultSummary(result), variant: 'success' });
      await afterUserModeration(queryClient);
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Failed to perform the bulk action.',
        variant: 'destructive',
      }),
  });

  function toggle(id: string, checked: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (selected.size === 0) {
      toast({
        title: 'No users selected',
        description: 'Please select users to perform bulk actions.',
        variant: 'destructive',
      });
      return;
    }
    if (action === 'ban') {
      const found = moderationReasonErrors(reason);
      setReasonErrors(found);
      if (Object.keys(found).length > 0) return;
    }
    const who = pluralize(selected.size, 'user');
    confirm({
      title: action === 'promote' ? `Promote ${who} to moderator?` : `${duration ? 'Suspend' : 'Ban'} ${who}?`,
      description:
        action === 'promote'
          ? 'Each gets the moderator rights at once.'
          : duration
            ? `Each is signed out everywhere and cannot sign in for ${BAN_DURATIONS.find((option) => option.value === duration)?.label}.`
            : 'Each is signed out everywhere and cannot sign in until unbanned.',
      confirmLabel: action === 'promote' ? 'Promote Users' : duration ? 'Suspend Users' : 'Ban Users',
      confirmVariant: action === 'promote' ? 'default' : 'destructive',
      onConfirm: () =>
        run.mutate({
          body: {
            action,
            userIds: [...selected],
            payload:
              action === 'promote'
                ? { role: 'moderator' }
                : { ...moderationReasonBody(reason), durationDays: durationDaysOf(duration) },
          },
        }),
    });
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <Card>
        <CardHeader>
          <CardTitle>Select users</CardTitle>
          <CardDescription>Search by username, name or e-mail address, then tick the users to act on.</CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-3">
          <UserSearchField id="bulk-user-search" value={search} onChange={setSearch} />
          <QueryState
            query={users}
            loadingLabel="Loading users..."
            errorTitle="Could not load the users"
            isEmpty={(page) => page.items.length === 0}
            empty={<EmptyState dashed>No users match.</EmptyState>}
          >
            {(page) => (
              <div className="grid grid-cols-[minmax(0,1fr)] gap-2 wrap-anywhere">
                <ul className="grid gap-1" aria-label="Users">
                  {page.items.map((user) => {
                    const id = `bulk-user-${user.id}`;
                    return (
                      <li key={user.id} className="flex items-center gap-3 rounded-lg border px-3 py-2">
                        <input
                          id={id}
                          type="checkbox"
                          className="size-4 accent-primary"
                          checked={selected.has(user.id)}
                          onChange={(event) => toggle(user.id, event.target.checked)}
                        />
                        <Label htmlFor={id} className="flex flex-1 flex-wrap items-center gap-2 font-normal">
                          <span className="font-medium">{user.displayName}</span>
                          <span className="text-muted-foreground">@{user.username}</span>
                          {user.email ? <span className="text-xs text-muted-foreground">{user.email}</span> : null}
                          <Badge variant="secondary">{user.role}</Badge>
                          {user.isBanned ? (
                            <Badge variant="outline" className="text-destructive">
                              banned
                            </Badge>
                          ) : null}
                        </Label>
                      </li>
                    );
                  })}
                </ul>
                <p className="text-xs text-muted-foreground">
                  Showing {formatNumber(page.items.length)} of {pluralize(page.total, 'matching user')}.
                  {page.total > page.items.length ? ' Narrow the search to find others.' : ''}
                </p>
              </div>
            )}
          </QueryState>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Action</CardTitle>
          <CardDescription aria-live="polite">{pluralize(selected.size, 'user')} selected</CardDescription>
        </CardHeader>
        <CardContent>
          <form className="grid gap-4" onSubmit={submit} aria-label="Bulk action">
            <FormField id="bulk-action" label="Action">
              {(aria) => (
                <Select {...aria} value={action} onChange={(event) => setAction(event.target.value as Action)}>
                  <option value="promote">Promote to moderator</option>
                  <option value="ban">Ban</option>
                </Select>
              )}
            </FormField>
            {action === 'ban' ? (
              <>
                <BanDurationField id="bulk-ban-duration" value={duration} onChange={setDuration} />
                <ModerationReasonFields idPrefix="bulk-ban" value={reason} onChange={setReason} errors={reasonErrors} />
              </>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" variant={action === 'ban' ? 'destructive' : 'default'} disabled={run.isPending}>
                {run.isPending ? 'Working...' : 'Apply to selected'}
              </Button>
              <Button
                type="button"
                variant="outline"
                onClick={() => setSelected(new Set())}
                disabled={selected.size === 0}
              >
                Clear selection
              </Button>
            </div>
          </form>
          {dialog}
        </CardContent>
      </Card>
    </div>
  );
}
