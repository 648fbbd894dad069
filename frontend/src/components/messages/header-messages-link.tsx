import { MessageSquare } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { CountBadge } from '@/components/ui/count-badge';
import { cn } from '@/lib/cn';
import { useMessageStream } from './use-message-stream';

/** The link's accessible name: the exact count (the badge caps what it shows at 99+). */
export function messagesLinkLabel(unreadCount: number): string {
  return unreadCount > 0 ? `Messages, ${unreadCount} unread` : 'Messages';
}

/**
 * The header's way to the inbox, beside the notification bell: an icon link with a badge of unread
 * direct messages. The message stream keeps the count live (a message arriving, a conversation read
 * here or in another tab). Render it only for members who may use Direct Messages.
 */
export function HeaderMessagesLink({ className }: { className?: string }) {
  const { unreadCount } = useMessageStream();
  return (
    <NavLink
      to="/messages"
      aria-label={messagesLinkLabel(unreadCount)}
      data-testid="messages-link"
      className={buttonClassName('ghost', 'sm', cn('relative px-2', className))}
    >
      <MessageSquare aria-hidden="true" className="size-5" />
      <CountBadge count={unreadCount} data-testid="unread-messages-count" />
    </NavLink>
  );
}
