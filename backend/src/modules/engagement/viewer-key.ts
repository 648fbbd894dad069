import { createHmac } from 'node:crypto';

/** Who opened an article page: a signed-in user, or an anonymous browser known by address and user agent. */
export interface Viewer {
  userId?: string;
  ip: string;
  userAgent: string;
}

const ANONYMOUS_DIGEST_LENGTH = 32; // hex characters: 128 bits

/**
 * The key a view is counted under once per day. Signed in: the user id as it is. Signed out:
 * 'anon:' and a keyed SHA-256 (HMAC, keyed with the session secret) of the day, address and user
 * agent, truncated, so no raw address is stored and one browser cannot be followed across days.
 */
export function viewerKey(viewer: Viewer, day: string, secret: string): string {
  if (viewer.userId) return viewer.userId;
  const digest = createHmac('sha256', secret)
    .update(`${day}\n${viewer.ip}\n${viewer.userAgent}`)
    .digest('hex')
    .slice(0, ANONYMOUS_DIGEST_LENGTH);
  return `anon:${digest}`;
}

/** The UTC calendar day (YYYY-MM-DD) of an instant: views count once per viewer per UTC day. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}
