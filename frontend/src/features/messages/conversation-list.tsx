import { useInfiniteQuery } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router-dom';
import { listConversationsInfiniteOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { ConversationDto } from '@/api/generated/types.gen';
import { Avatar } from '@/components/ui/avatar';
import { LoadMore } from '@/components/ui/load-more';
import { LoadingState } from '@/components/ui/query-state';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { nextCursor } from '@/lib/pages';
import { formatConversationTime, formatMessageTime } from './message-time';
import { PaneEmpty, PaneError } from './messages-states';

export const CONVERSATIONS_PAGE_SIZE = 20;

type ConversationListProps = {
  currentUserId: string;
  selectedUserId: string | undefined;
};

/** The inbox: one row per other user, newest conversation first, with unread counts and Load More. */
export function ConversationList({ currentUserId, selectedUserId }: ConversationListProps) {
  const conversations = useInfiniteQuery({
    ...listConversationsInfiniteOptions({ query: { limit: CONVERSATIONS_PAGE_SIZE } }),
    initialPageParam: {},
    getNextPageParam: nextCursor,
  });

  if (conversations.isPending) return <LoadingState label="Loading conversations..." className="p-8" />;
  if (conversations.isError) {
    return (
      <PaneError
        title="Could not load your conversations."
        error={conversations.error}
        onRetry={() => void conversations.refetch()}
      />
    );
  }
  // Pages can overlap when a conversation moves to the top between page loads: keep the first row.
  const seen = new Set<string>();
  const items: ConversationDto[] = [];
  for (const item of conversations.data.pages.flatMap((page) => page.items)) {
    if (seen.has(item.user.id)) continue;
    seen.add(item.user.id);
    items.push(item);
  }
  if (items.length === 0) {
    return (
      <PaneEmpty icon={<MessagesSquare aria-hidden="true" />} title="No conversations yet">
        To start one, open someone&apos;s profile and use Send Message.
      </PaneEmpty>
    );
  }
  return (
    <div className="flex flex-col">
      <ul aria-label="Conversations" data-testid="conversation-list" className="divide-y">
        {items.map((conversation) => (
          <li key={conversation.user.id}>
            <ConversationRow
              conversation={conversation}
              currentUserId={currentUserId}
              selected={conversation.user.id === selectedUserId}
            />
          </li>
        ))}
      </ul>
      <LoadMore query={conversations} label="Load More" size="sm" className="p-3" />
    </div>
  );
}

function ConversationRow({
  conversation,
  currentUserId,
  selected,
}: {
  conversation: ConversationDto;
  currentUserId: string;
  selected: boolean;
}) {
  const { user, lastMessage, unreadCount } = conversation;
  const fromMe = lastMessage.senderId === currentUserId;
  return (
    <Link
      to={`/messages/${encodeURIComponent(user.id)}`}
      aria-current={selected ? 'page' : undefined}
      data-testid="conversation-row"
      className={cn(
        'flex items-center gap-3 px-4 py-3 transition-colors hover:bg-accent focus-visible:bg-accent focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
        selected && 'bg-accent',
      )}
    >
      <Avatar name={user.displayName} imageUrl={user.profileImageUrl} />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn('truncate', unreadCount > 0 ? 'font-semibold' : 'font-medium')}>{user.displayName}</span>
          <time
            dateTime={lastMessage.createdAt}
            title={formatMessageTime(lastMessage.createdAt)}
            className="shrink-0 text-xs text-muted-foreground"
          >
            {formatConversationTime(lastMessage.createdAt)}
          </time>
        </span>
        <span className="flex items-center justify-between gap-2">
          <span
            data-testid="conversation-preview"
            className={cn('truncate text-sm', unreadCount > 0 ? 'text-foreground' : 'text-muted-foreground')}
          >
            {fromMe ? 'You: ' : ''}
            {lastMessage.content}
          </span>
          {unreadCount > 0 ? (
            <span
              data-testid="conversation-unread"
              aria-label={`${formatNumber(unreadCount)} unread`}
              className="inline-flex min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-[0.7rem] leading-5 font-semibold text-primary-foreground"
            >
              {unreadCount > 99 ? '99+' : unreadCount}
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}
