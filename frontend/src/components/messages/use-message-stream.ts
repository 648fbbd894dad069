import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
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

/*
 * The header's Messages link and the inbox both listen, and the shared stream hands every listener the
 * same event object: each event refetches the message queries once per query client, not once per listener.
 */
const invalidatedFor = new WeakMap<QueryClient, WeakSet<MessageStreamEvent>>();

function firstToSee(queryClient: QueryClient, event: MessageStreamEvent): boolean {
  let seen = invalidatedFor.get(queryClient);
  if (!seen) invalidatedFor.set(queryClient, (seen = new WeakSet()));
  if (seen.has(event)) return false;
  seen.add(event);
  return true;
}

/**
 * Keeps the inbox live: while signed in, listens to /api/messages/stream and on every 'ready',
 * 'message' and 'read' event refetches the conversation list, the open thread and the unread count.
 * Returns the signed-in user's unread count (the header's Messages badge).
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
      if (event.type !== 'notification' && firstToSee(queryClient, event)) void afterMessage(queryClient);
      onEventRef.current?.(event);
    });
  }, [active, queryClient, userId]);

  const unread = useQuery({ ...getUnreadMessageCountOptions(), enabled: active });
  return { userId, unreadCount: unread.data?.count ?? 0 };
}
