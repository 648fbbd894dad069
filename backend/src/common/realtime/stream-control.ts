import type { Redis } from 'ioredis';

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
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      redis.publish(streamControlChannel(keyPrefix), JSON.stringify(event)),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`timed out after ${PUBLISH_TIMEOUT_MS} ms`)), PUBLISH_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
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
