import { useInfiniteQuery } from '@tanstack/react-query';
import {
  listUserAuditLogInfiniteOptions,
  listUserMessagesForAdminInfiniteOptions,
} from '@/api/generated/@tanstack/react-query.gen';
import { LoadMore } from '@/components/ui/load-more';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/query-state';
import { formatDate } from '@/lib/format';

/** The user's sent and received messages, for the admin. */
export function MessagesPanel({ userId }: { userId: string }) {
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
        <LoadingState label="Loading messages..." layout="compact" />
      ) : messages.isError ? (
        <ErrorState error={messages.error} onRetry={() => void messages.refetch()} layout="compact" />
      ) : items.length === 0 ? (
        <EmptyState>No messages.</EmptyState>
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
      <LoadMore query={messages} label="Load More" size="sm" variant="ghost" align="start" className="mt-2" />
    </section>
  );
}

/** What was done by or to the user, newest first. */
export function AuditLogPanel({ userId }: { userId: string }) {
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
        <LoadingState label="Loading activity log..." layout="compact" />
      ) : log.isError ? (
        <ErrorState error={log.error} onRetry={() => void log.refetch()} layout="compact" />
      ) : items.length === 0 ? (
        <EmptyState>No logged activity.</EmptyState>
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
      <LoadMore query={log} label="Load More" size="sm" variant="ghost" align="start" className="mt-2" />
    </section>
  );
}
