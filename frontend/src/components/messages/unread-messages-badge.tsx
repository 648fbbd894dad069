import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useMessageStream } from './use-message-stream';

/**
 * The signed-in user's unread direct-message count, kept live by the message stream; renders
 * nothing when signed out or when everything is read. Place it inside a link or button to /messages.
 */
export function UnreadMessagesBadge({ className }: { className?: string }) {
  const { unreadCount } = useMessageStream();
  if (unreadCount <= 0) return null;
  return (
    <span
      data-testid="unread-messages-badge"
      aria-label={`${formatNumber(unreadCount)} unread ${unreadCount === 1 ? 'message' : 'messages'}`}
      className={cn(
        'inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-[0.7rem] leading-5 font-semibold text-primary-foreground',
        className,
      )}
    >
      {unreadCount > 99 ? '99+' : unreadCount}
    </span>
  );
}
