import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getUnreadMessageCountOptions } from '@/api/generated/@tanstack/react-query.gen';
import { afterMessage } from './message-invalidations';
import { useSession } from '@/lib/session';
import { type MessageStreamEvent, subscribeToMessageStream } from './message-stream';

export type UseMessageStreamOptions = {
  /** Called for every event after the message queries were invalidated. */
  onEvent?: (event: MessageStreamEvent) => void;
  /** Open the stream only when true (and signed in); defaults to true. */
  enabled?: boolean;
};

/**
 * Keeps the inbox live: while signed in, listens to /api/messages/stream and on every 'ready',
 * 'message' and 'read' event refetches the conversation list, the open thread and the unread count.
 * Returns the signed-in user's unread count (for a header badge).
 */
export function useMessageStream({ onEvent, enabled = true }: UseMessageStreamOptions = {}) {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id;
  const active = enabled && Boolean(userId);
  const onEventRef = useRef(onEvent);
  useEffect(() => {
    onEventRef.current = onEvent;
  });

  useEffect(() => {
    if (!active) return undefined;
    return subscribeToMessageStream((event) => {
      // Notification events are the bell's (the same stream carries them); the inbox has nothing new.
      if (event.type !== 'notification') void afterMessage(queryClient);
      onEventRef.current?.(event);
    });
  }, [active, queryClient, userId]);

  const unread = useQuery({ ...getUnreadMessageCountOptions(), enabled: active });
  return { userId, unreadCount: unread.data?.count ?? 0 };
}
