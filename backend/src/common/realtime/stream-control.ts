import type { Redis } from 'ioredis';
import { withDeadline } from '../async/deadline.js';

/**
 * Commands to every API instance's live streams, on one Redis pub/sub channel: end the streams of a
 * session (sign-out), of a user (ban), or named streams (a user opened more than the cap allows).
 * Shared by the auth module, which ends sessions, and the messages module, which holds the streams.
 */
export type StreamControlEvent =
  | { type: 'session-ended'; sessionId: string }
  | { type: 'user-sessions-ended'; userId: string }
  | { type: 'close-streams'; streamIds: string[] };

export function streamControlChannel(keyPrefix: string): string {
  return `${keyPrefix}:streams:control`;
}

const PUBLISH_TIMEOUT_MS = 1000;

/** Publishes a control event; rejects after a second so a Redis outage cannot hold a request. */
export async function publishStreamControl(redis: Redis, keyPrefix: string, event: StreamControlEvent): Promise<void> {
  await withDeadline(redis.publish(streamControlChannel(keyPrefix), JSON.stringify(event)), PUBLISH_TIMEOUT_MS);
}

export function parseStreamControl(payload: string): StreamControlEvent | null {
  try {
    const event = JSON.parse(payload) as Partial<StreamControlEvent> | null;
    if (event?.type === 'session-ended' && typeof event.sessionId === 'string') return event as StreamControlEvent;
    if (event?.type === 'user-sessions-ended' && typeof event.userId === 'string') return event as StreamControlEvent;
    if (event?.type === 'close-streams' && Array.isArray(event.streamIds)) return event as StreamControlEvent;
  } catch {
    // not ours
  }
  return null;
}
