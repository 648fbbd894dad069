import { LogIn, MessageSquare } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { useMessageStream } from '@/components/messages/use-message-stream';
import { Button } from '@/components/ui/button';
import { LoadingScreen } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { usePageMeta } from '@/lib/use-page-meta';
import { ConversationList } from './conversation-list';
import { MessageThread } from './message-thread';
import { PaneEmpty } from './messages-states';
import { loginUrl } from '@/lib/api-urls';

/** The inbox (/messages and /messages/:userId): conversations on the left, the open thread on the right. */
export function MessagesPage() {
  usePageMeta({ title: 'Messages', description: 'Your direct messages.' });
  const { userId } = useParams();
  const session = useSession();
  // Live updates: every stream event refetches the list, the open thread and the unread count.
  useMessageStream();

  // No error screen: a failed check keeps the last answer (signed out on the first), as the header does.
  if (session.isPending) return <LoadingScreen />;
  const { user } = session;
  if (!user) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Please Sign In</h1>
        <p className="text-muted-foreground">Sign in to read and send direct messages.</p>
        <Button asChild>
          <a href={loginUrl()}>
            <LogIn aria-hidden="true" />
            Sign In
          </a>
        </Button>
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-bold tracking-tight">Messages</h1>
      <div className="flex h-[calc(100dvh-12rem)] min-h-[28rem] overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm">
        {/* On small screens one pane shows at a time: the list, or the open thread with a back link. */}
        <aside
          aria-label="Conversation list"
          className={cn('w-full overflow-y-auto md:block md:w-80 md:shrink-0 md:border-r', userId && 'hidden')}
        >
          <ConversationList currentUserId={user.id} selectedUserId={userId} />
        </aside>
        <div className={cn('min-w-0 flex-1 flex-col', userId ? 'flex' : 'hidden md:flex')}>
          {userId ? (
            <MessageThread key={userId} userId={userId} currentUserId={user.id} />
          ) : (
            <PaneEmpty icon={<MessageSquare aria-hidden="true" />} title="Select a conversation">
              Choose a conversation from the list to read and reply.
            </PaneEmpty>
          )}
        </div>
      </div>
    </div>
  );
}
