import type {
  MessageStreamMessageEventDto,
  MessageStreamReadEventDto,
  MessageStreamReadyEventDto,
  NotificationStreamEventDto,
} from '@/api/generated/types.gen';
import { messageStreamUrl } from '@/lib/api-urls';

export type MessageStreamEvent =
  MessageStreamReadyEventDto | MessageStreamMessageEventDto | MessageStreamReadEventDto | NotificationStreamEventDto;

export function parseMessageStreamEvent(data: unknown): MessageStreamEvent | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const event: unknown = JSON.parse(data);
    if (typeof event !== 'object' || event === null || !('type' in event)) return undefined;
    const { type } = event;
    return type === 'ready' || type === 'message' || type === 'read' || type === 'notification'
      ? (event as MessageStreamEvent)
      : undefined;
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
  source = new EventSource(messageStreamUrl());
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
