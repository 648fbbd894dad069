import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, MessageCircle } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import {
  getConversationInfiniteOptions,
  markConversationReadMutation,
} from '@/api/generated/@tanstack/react-query.gen';
import type { MessageDto } from '@/api/generated/types.gen';
import { Avatar } from '@/components/ui/avatar';
import { LoadMore } from '@/components/ui/load-more';
import { LoadingState } from '@/components/ui/query-state';
import { errorStatus } from '@/lib/api-error';
import { afterConversationRead } from '@/components/messages/message-invalidations';
import { ReportButton } from '@/components/moderation/report-button';
import { cn } from '@/lib/cn';
import { nextCursor } from '@/lib/pages';
import { formatMessageTime } from './message-time';
import { PaneEmpty, PaneError } from './messages-states';
import { ReplyBox } from './reply-box';
import { FlairBadges } from '@/components/users/flair-badge';
import { UserNameLink } from '@/components/users/user-name-link';

export const THREAD_PAGE_SIZE = 30;

type MessageThreadProps = { userId: string; currentUserId: string };

/** One conversation: oldest message at the top, 'Load earlier messages' for older pages, and the reply box. */
export function MessageThread({ userId, currentUserId }: MessageThreadProps) {
  const queryClient = useQueryClient();
  const thread = useInfiniteQuery({
    ...getConversationInfiniteOptions({ path: { userId }, query: { limit: THREAD_PAGE_SIZE } }),
    // The first page has no cursor (the path is required by the page-param type; it is the same one).
    initialPageParam: { path: { userId } },
    getNextPageParam: nextCursor,
  });
  const markRead = useMutation({
    ...markConversationReadMutation(),
    onSuccess: (result) => {
      if (result.updated > 0) void afterConversationRead(queryClient);
    },
  });

  // Pages come newest first, each oldest first: reverse the pages for a top-to-bottom timeline.
  const messages: MessageDto[] = thread.data ? [...thread.data.pages].reverse().flatMap((page) => page.items) : [];
  const newest = messages.at(-1);
  const unreadFromThem = messages.some((message) => message.senderId === userId && message.readAt === null);

  // Mark the thread read when it opens and whenever a message from them arrives in it.
  const markedUpTo = useRef<string>('');
  const { mutate: markReadNow } = markRead;
  useEffect(() => {
    if (!unreadFromThem || !newest) return;
    const key = `${userId}:${newest.id}`;
    if (markedUpTo.current === key) return;
    markedUpTo.current = key;
    markReadNow({ path: { userId } });
  }, [unreadFromThem, newest, userId, markReadNow]);

  // Keep the newest message in view when one arrives (not when older pages load above).
  const scroller = useRef<HTMLDivElement>(null);
  const newestId = newest?.id;
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && newestId !== undefined) element.scrollTop = element.scrollHeight;
  }, [newestId]);

  if (thread.isPending) return <LoadingState label="Loading messages..." className="flex-1 items-center p-8" />;
  if (thread.isError) {
    if (errorStatus(thread.error) === 404) {
      return (
        <PaneEmpty icon={<MessageCircle aria-hidden="true" />} title="User Not Found">
          This conversation is not available.
        </PaneEmpty>
      );
    }
    return (
      <PaneError title="Could not load this conversation." error={thread.error} onRetry={() => void thread.refetch()} />
    );
  }

  const otherUser = thread.data.pages[0]?.user;
  return (
    <section
      aria-label={otherUser ? `Conversation with ${otherUser.displayName}` : 'Conversation'}
      className="flex min-h-0 flex-1 flex-col"
    >
      <header className="flex items-center gap-3 border-b px-4 py-3">
        <Link
          to="/messages"
          className="rounded-md p-1 text-muted-foreground hover:bg-accent hover:text-foreground md:hidden"
          aria-label="Back to conversations"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Link>
        {otherUser ? (
          <>
            <Avatar name={otherUser.displayName} imageUrl={otherUser.profileImageUrl} className="size-9" />
            <div className="min-w-0">
              <div className="flex min-w-0 flex-wrap items-center gap-2">
                <h2 className="truncate font-semibold">{otherUser.displayName}</h2>
                <FlairBadges flairs={otherUser.flairs} />
              </div>
              <UserNameLink user={otherUser} className="text-xs text-muted-foreground hover:underline">
                @{otherUser.username}
              </UserNameLink>
            </div>
          </>
        ) : null}
      </header>
      <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto px-4 py-4">
        <LoadMore query={thread} label="Load earlier messages" variant="ghost" size="sm" className="mb-4" />
        {messages.length === 0 ? (
          <PaneEmpty icon={<MessageCircle aria-hidden="true" />} title="No messages yet">
            Write the first message below.
          </PaneEmpty>
        ) : (
          <ol aria-label="Messages" data-testid="message-list" className="flex flex-col gap-2">
            {messages.map((message) => (
              <MessageBubble key={message.id} message={message} mine={message.senderId === currentUserId} />
            ))}
          </ol>
        )}
      </div>
      <ReplyBox receiverId={userId} receiverName={otherUser?.displayName ?? ''} />
    </section>
  );
}

function MessageBubble({ message, mine }: { message: MessageDto; mine: boolean }) {
  return (
    <li data-testid="message" data-mine={mine} className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}>
      {/* Plain text: React escapes it, and pre-wrap keeps the sender's line breaks. */}
      <p
        data-testid="message-text"
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm break-words whitespace-pre-wrap sm:max-w-[75%]',
          mine ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted text-foreground',
        )}
      >
        {message.content}
      </p>
      <span className="mt-0.5 flex items-center gap-1 px-1 text-[0.7rem] text-muted-foreground">
        <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt)}</time>
        {mine && message.readAt ? ' · Read' : null}
        {/* Only a received message can be reported (the button hides itself for the sender). */}
        {mine ? null : (
          <ReportButton
            subjectKind="message"
            subjectId={message.id}
            authorId={message.senderId}
            compact
            className="h-6 px-1.5 text-muted-foreground"
          />
        )}
      </span>
    </li>
  );
}
