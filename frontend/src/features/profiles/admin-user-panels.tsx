import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  listUserAuditLogInfiniteOptions,
  listUserMessagesForAdminInfiniteOptions,
} from '@/api/generated/@tanstack/react-query.gen';
import { type InfiniteLike, LoadMore } from '@/components/ui/load-more';
import { EmptyState, type QueryLike, QueryState } from '@/components/ui/query-state';
import { formatDate } from '@/lib/format';
import { hasNoItems, nextCursor, type PagedData, pageItems } from '@/lib/pages';

/** The user's sent and received messages, for the admin. */
export function MessagesPanel({ userId }: { userId: string }) {
  const messages = useInfiniteQuery({
    ...listUserMessagesForAdminInfiniteOptions({ path: { id: userId } }),
    initialPageParam: { path: { id: userId } },
    getNextPageParam: nextCursor,
  });
  return (
    <AdminListPanel title="Messages" query={messages} loadingLabel="Loading messages..." emptyText="No messages.">
      {(items) => (
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
    </AdminListPanel>
  );
}

/** What was done by or to the user, newest first. */
export function AuditLogPanel({ userId }: { userId: string }) {
  const log = useInfiniteQuery({
    ...listUserAuditLogInfiniteOptions({ path: { id: userId } }),
    initialPageParam: { path: { id: userId } },
    getNextPageParam: nextCursor,
  });
  return (
    <AdminListPanel
      title="Activity Log"
      label="Activity log"
      query={log}
      loadingLabel="Loading activity log..."
      emptyText="No logged activity."
    >
      {(items) => (
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
              {entry.note ? (
                <p className="mt-1 border-l-2 pl-2 text-muted-foreground wrap-anywhere">Note: {entry.note}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </AdminListPanel>
  );
}

type AdminListPanelProps<TItem> = {
  title: string;
  /** The region's accessible name; defaults to the title. */
  label?: string;
  query: QueryLike<PagedData<TItem>> & InfiniteLike;
  loadingLabel: string;
  emptyText: string;
  children: (items: TItem[]) => ReactNode;
};

/** A scrollable panel of the Manage User dialog: a paged list with its states and Load More. */
function AdminListPanel<TItem>({ title, label, query, loadingLabel, emptyText, children }: AdminListPanelProps<TItem>) {
  return (
    <section aria-label={label ?? title} className="max-h-72 overflow-y-auto rounded-lg border p-3" tabIndex={0}>
      <h3 className="mb-2 text-sm font-semibold">{title}</h3>
      <QueryState
        query={query}
        layout="compact"
        loadingLabel={loadingLabel}
        isEmpty={hasNoItems}
        empty={<EmptyState>{emptyText}</EmptyState>}
      >
        {(data) => children(pageItems(data))}
      </QueryState>
      <LoadMore query={query} label="Load More" size="sm" variant="ghost" align="start" className="mt-2" />
    </section>
  );
}
