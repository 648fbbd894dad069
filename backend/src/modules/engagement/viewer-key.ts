import { createHmac } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { ANONYMOUS_VIEWER_KEY_PREFIX } from '../../common/views/anonymous-viewer.js';

/** Who opened an article page: a signed-in user, or an anonymous visitor known by address only. */
export interface Viewer {
  userId?: string;
  ip: string;
}

const ANONYMOUS_DIGEST_LENGTH = 32; // hex characters: 128 bits

/** The eight groups of an IPv6 address, each as four hex digits. */
function expandIPv6(address: string): string[] {
  const [head, tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => group.padStart(4, '0'));
}

/**
 * The part of an address that names one visitor: an IPv4 address as it is (also when IPv4-mapped),
 * an IPv6 address by its /64 network, since one household or host holds a whole /64.
 */
export function visitorAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/**
 * The key a view is counted under once per day. Signed in: the user id as it is. Signed out:
 * 'anon:' and a keyed SHA-256 (HMAC, with a key derived from the session secret) of the day and the visitor's address, truncated, so no raw address
 * is stored and one visitor cannot be followed across days. The address alone: a visitor cannot count
 * again by changing the User-Agent.
 */
export function viewerKey(viewer: Viewer, day: string, secret: string | Buffer): string {
  if (viewer.userId) return viewer.userId;
  const digest = createHmac('sha256', secret)
    .update(`${day}\n${visitorAddress(viewer.ip)}`)
    .digest('hex')
    .slice(0, ANONYMOUS_DIGEST_LENGTH);
  return `${ANONYMOUS_VIEWER_KEY_PREFIX}${digest}`;
}

/** The UTC calendar day (YYYY-MM-DD) of an instant: views count once per viewer per UTC day. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}
