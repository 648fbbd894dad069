import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell, CheckCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  getUnreadNotificationCountOptions,
  getUnreadNotificationCountQueryKey,
  listNotificationsOptions,
  listNotificationsQueryKey,
  markAllNotificationsReadMutation,
  markNotificationReadMutation,
} from '@/api/generated/@tanstack/react-query.gen';
import type { NotificationDto } from '@/api/generated/types.gen';
import { subscribeToMessageStream } from '@/components/messages/message-stream';
import { Button } from '@/components/ui/button';
import { CountBadge } from '@/components/ui/count-badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import { formatNotificationTime } from './notification-time';

const LIST_SIZE = 20;
/** Without the live stream (Direct Messages restricted to admins) the count is polled instead. */
const POLL_MS = 60_000;

function unreadLabel(count: number): string {
  return count === 0 ? 'Notifications' : `Notifications, ${count} unread`;
}

/**
 * The header's notification centre: a bell with the unread count and a menu of the latest
 * notifications. Choosing one marks it read and opens its page; "Mark all as read" clears the count.
 * New notifications arrive live over the shared event stream when `live` (the stream is part of
 * Direct Messages, which an admin can restrict); otherwise the count is polled.
 */
export function NotificationBell({ live }: { live: boolean }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const listOptions = listNotificationsOptions({ query: { limit: LIST_SIZE } });
  const unread = useQuery({ ...getUnreadNotificationCountOptions(), refetchInterval: live ? false : POLL_MS });
  const list = useQuery({ ...listOptions, enabled: open });
  const count = unread.data?.count ?? 0;

  useEffect(() => {
    if (!live) return undefined;
    return subscribeToMessageStream((event) => {
      if (event.type === 'notification') {
        queryClient.setQueryData(getUnreadNotificationCountQueryKey(), { count: event.unreadCount });
        void queryClient.invalidateQueries({ queryKey: listNotificationsQueryKey({ query: { limit: LIST_SIZE } }) });
      } else if (event.type === 'ready' || event.type === 'read') {
        // (Re)connected: catch up on anything that came while the stream was down. A conversation read
        // (in any tab) also read its new-message notifications.
        void queryClient.invalidateQueries({ queryKey: getUnreadNotificationCountQueryKey() });
        if (event.type === 'read') {
          void queryClient.invalidateQueries({ queryKey: listNotificationsQueryKey({ query: { limit: LIST_SIZE } }) });
        }
      }
    });
  }, [live, queryClient]);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getUnreadNotificationCountQueryKey() }),
      queryClient.invalidateQueries({ queryKey: listNotificationsQueryKey({ query: { limit: LIST_SIZE } }) }),
    ]);
  const markOne = useMutation({ ...markNotificationReadMutation(), onSettled: refresh });
  const markAll = useMutation({ ...markAllNotificationsReadMutation(), onSettled: refresh });

  const choose = (notification: NotificationDto) => {
    if (!notification.readAt) markOne.mutate({ path: { id: notification.id } });
    void navigate(notification.link);
  };

  const items = list.data?.items ?? [];
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="relative px-2"
          aria-label={unreadLabel(count)}
          data-testid="notification-bell"
        >
          <Bell aria-hidden="true" className="size-5" />
          <CountBadge count={count} data-testid="notification-count" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80 max-w-[calc(100vw-2rem)]" aria-label="Notifications">
        <div className="flex items-center justify-between gap-2">
          <DropdownMenuLabel className="text-sm text-foreground">Notifications</DropdownMenuLabel>
          <span className="px-2 text-xs text-muted-foreground" aria-live="polite">
            {count > 0 ? `${count} unread` : 'All read'}
          </span>
        </div>
        <DropdownMenuItem
          disabled={count === 0 || markAll.isPending}
          onSelect={(event) => {
            event.preventDefault();
            markAll.mutate({});
          }}
        >
          <CheckCheck aria-hidden="true" /> Mark all as read
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <div className="max-h-96 overflow-y-auto" data-testid="notification-list">
          {list.isPending ? (
            <p className="px-2 py-3 text-sm text-muted-foreground" role="status">
              Loading notifications…
            </p>
          ) : list.isError ? (
            <div className="px-2 py-3 text-sm">
              <p className="text-destructive" role="alert">
                Could not load notifications.
              </p>
              <DropdownMenuItem
                onSelect={(event) => {
                  event.preventDefault();
                  void list.refetch();
                }}
              >
                Try again
              </DropdownMenuItem>
            </div>
          ) : items.length === 0 ? (
            <p className="px-2 py-3 text-sm text-muted-foreground">No notifications yet.</p>
          ) : (
            items.map((notification) => (
              <DropdownMenuItem
                key={notification.id}
                data-testid="notification-item"
                data-unread={notification.readAt ? undefined : 'true'}
                className="items-start py-2"
                onSelect={() => choose(notification)}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'mt-1.5 size-2 shrink-0 rounded-full',
                    notification.readAt ? 'bg-transparent' : 'bg-primary',
                  )}
                />
                <span className="min-w-0 flex-1">
                  <span className={cn('block text-sm', notification.readAt ? 'font-normal' : 'font-semibold')}>
                    {notification.title}
                    {notification.readAt ? null : <span className="sr-only"> (unread)</span>}
                  </span>
                  {notification.body ? (
                    <span className="block truncate text-xs text-muted-foreground">{notification.body}</span>
                  ) : null}
                  <time dateTime={notification.createdAt} className="block text-xs text-muted-foreground">
                    {formatNotificationTime(notification.createdAt)}
                  </time>
                </span>
              </DropdownMenuItem>
            ))
          )}
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
