import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type {
  MessageStreamMessageEventDto,
  MessageStreamReadEventDto,
  MessageStreamReadyEventDto,
} from '@/api/generated/types.gen';

export type MessageStreamEvent = MessageStreamReadyEventDto | MessageStreamMessageEventDto | MessageStreamReadEventDto;

/** The live endpoint; EventSource is used because the generated SSE client omits Accept: text/event-stream. */
export const MESSAGE_STREAM_URL = '/api/messages/stream';

/** The generated query ids whose data a stream event can change. */
const MESSAGE_QUERY_IDS = new Set(['listConversations', 'getConversation', 'getUnreadMessageCount']);

function queryId(queryKey: QueryKey): unknown {
  const first: unknown = queryKey[0];
  return typeof first === 'object' && first !== null && '_id' in first ? first._id : undefined;
}

/** Refetches every conversation list, thread and unread count (plain and infinite variants). */
export function invalidateMessageQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => MESSAGE_QUERY_IDS.has(String(queryId(query.queryKey))),
  });
}

export function parseMessageStreamEvent(data: unknown): MessageStreamEvent | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const event: unknown = JSON.parse(data);
    if (typeof event !== 'object' || event === null || !('type' in event)) return undefined;
    const { type } = event;
    return type === 'ready' || type === 'message' || type === 'read' ? (event as MessageStreamEvent) : undefined;
  } catch {
    return undefined;
  }
}

type Listener = (event: MessageStreamEvent) => void;

/*
 * One EventSource per tab, shared by every subscriber (header badge, inbox): it opens with the first
 * subscriber and closes with the last. Reconnects are EventSource's own.
 */
let source: EventSource | undefined;
const listeners = new Set<Listener>();

function open(): void {
  if (source || typeof EventSource === 'undefined') return;
  source = new EventSource(MESSAGE_STREAM_URL);
  source.onmessage = (message: MessageEvent) => {
    const event = parseMessageStreamEvent(message.data);
    if (!event) return;
    for (const listener of [...listeners]) listener(event);
  };
}

function close(): void {
  source?.close();
  source = undefined;
}

/** Adds a listener to the shared stream; returns the unsubscribe function. */
export function subscribeToMessageStream(listener: Listener): () => void {
  listeners.add(listener);
  open();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) close();
  };
}
