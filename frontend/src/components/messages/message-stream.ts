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
 * subscriber and closes with the last. When the server ends the stream (a restart, a lost Redis
 * connection, the 30-minute lifetime) EventSource reconnects by itself after the server's `retry:`
 * hint. When a reconnect is answered with an error (a 502/503 while the site restarts) EventSource
 * gives up for good: then this opens a new one, backing off from 1 s to 30 s. Every new stream starts
 * with a 'ready' event, on which the inbox refetches, so what was sent while it was down appears.
 */
let source: EventSource | undefined;
let reopenTimer: ReturnType<typeof setTimeout> | undefined;
let failures = 0;
const listeners = new Set<Listener>();
// EventSource.CLOSED, which stand-ins may lack.
const CLOSED = 2;
const MAX_BACKOFF_MS = 30_000;

/** The wait before the n-th (from 1) new connection after failures: 1 s, 2 s, 4 s ... 30 s, with jitter. */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(1000 * 2 ** Math.max(0, attempt - 1), MAX_BACKOFF_MS);
  return Math.round(base * (0.75 + random() * 0.5));
}

function open(): void {
  if (source || typeof EventSource === 'undefined') return;
  const current = new EventSource(messageStreamUrl());
  source = current;
  current.onmessage = (message: MessageEvent) => {
    const event = parseMessageStreamEvent(message.data);
    if (!event) return;
    if (event.type === 'ready') failures = 0;
    for (const listener of [...listeners]) listener(event);
  };
  current.onerror = () => {
    // A dropped stream is retried by EventSource itself (readyState CONNECTING); a refused one is not.
    if (current.readyState !== CLOSED || source !== current) return;
    current.close();
    source = undefined;
    failures += 1;
    clearTimeout(reopenTimer);
    reopenTimer = setTimeout(() => {
      reopenTimer = undefined;
      if (listeners.size > 0) open();
    }, reconnectDelayMs(failures));
  };
}

function close(): void {
  clearTimeout(reopenTimer);
  reopenTimer = undefined;
  failures = 0;
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
