import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

export interface LinkCheckOptions {
  /** Per request (each of HEAD and GET, each redirect hop). */
  timeoutMs: number;
  /** Redirects followed before the link counts as broken. */
  maxRedirects: number;
  /** Loopback and private addresses may be checked (tests only; refused in production). */
  allowPrivateAddresses: boolean;
  userAgent: string;
}

export interface LinkCheckResult {
  url: string;
  /** The final HTTP status, or null when no response came (timeout, refused, blocked, bad DNS). */
  statusCode: number | null;
  /** Why there was no usable answer; null when a status came back. */
  error: string | null;
  dead: boolean;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** Addresses a checker must never reach from a server: loopback, private, link-local, reserved. */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv6');
}

/** Whether an IP address is loopback, private, link-local or otherwise not on the public internet. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1], 'ipv4');
  return PRIVATE.check(address, 'ipv6');
}

class LinkCheckError extends Error {}

/** Where a host name goes: every address it resolves to must be allowed; the first one is used. */
async function resolveAllowed(
  hostname: string,
  options: LinkCheckOptions,
): Promise<{ address: string; family: number }> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(bare)
    ? [{ address: bare, family: isIP(bare) }]
    : await lookup(bare, { all: true }).catch(() => {
        throw new LinkCheckError('host not found');
      });
  if (addresses.length === 0) throw new LinkCheckError('host not found');
  if (!options.allowPrivateAddresses && addresses.some((entry) => isPrivateAddress(entry.address))) {
    throw new LinkCheckError('address not allowed');
  }
  return addresses[0];
}

/** One request; resolves with the response head (the body is never read). */
async function requestOnce(
  url: URL,
  method: 'HEAD' | 'GET',
  options: LinkCheckOptions,
): Promise<{ status: number; location: string | undefined }> {
  const target = await resolveAllowed(url.hostname, options);
  // The connection goes to the address checked above, not to a second lookup (no DNS rebinding).
  const pinned: LookupFunction = (_host, lookupOptions, callback) => {
    if ((lookupOptions as { all?: boolean }).all) {
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [target]);
    } else {
      callback(null, target.address, target.family);
    }
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method,
        lookup: pinned,
        agent: false,
        headers: { 'user-agent': options.userAgent, accept: '*/*' },
        signal: AbortSignal.timeout(options.timeoutMs),
      },
      (response: IncomingMessage) => {
        resolve({ status: response.statusCode ?? 0, location: response.headers.location });
        response.destroy();
      },
    );
    request.on('error', (error: Error) => {
      const timedOut = error.name === 'AbortError' || error.name === 'TimeoutError';
      reject(new LinkCheckError(timedOut ? 'timed out' : connectionError(error)));
    });
    request.end();
  });
}

function connectionError(error: Error): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ECONNRESET') return 'connection reset';
  if (code?.startsWith('ERR_TLS') || code?.includes('CERT')) return 'TLS error';
  return 'connection failed';
}

/** Follows redirects (up to the cap, each hop checked again) and returns the final status. */
async function follow(start: string, method: 'HEAD' | 'GET', options: LinkCheckOptions): Promise<number> {
  let url = new URL(start);
  for (let hop = 0; ; hop += 1) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new LinkCheckError('not an http(s) address');
    const { status, location } = await requestOnce(url, method, options);
    if (!REDIRECT_STATUSES.has(status) || !location) return status;
    if (hop >= options.maxRedirects) throw new LinkCheckError('too many redirects');
    url = new URL(location, url);
  }
}

/**
 * Broken for readers: gone (404, 410), failing (5xx) or unreachable. Other refusals (401, 403, 429)
 * usually mean the site turns robots away, not that the page is gone.
 */
export function isDeadStatus(status: number): boolean {
  return status === 404 || status === 410 || status >= 500;
}

/** Checks one cited address: HEAD, then GET when HEAD fails or is refused (many servers mishandle HEAD). */
export async function checkLink(url: string, options: LinkCheckOptions): Promise<LinkCheckResult> {
  let headError: string | null = null;
  try {
    const status = await follow(url, 'HEAD', options);
    if (status < 400) return { url, statusCode: status, error: null, dead: false };
  } catch (error) {
    if (!(error instanceof LinkCheckError)) throw error;
    // Nothing to gain from asking again: the address is refused or the server is not answering.
    if (['timed out', 'address not allowed', 'host not found', 'not an http(s) address'].includes(error.message)) {
      return { url, statusCode: null, error: error.message, dead: true };
    }
    headError = error.message;
  }
  try {
    const status = await follow(url, 'GET', options);
    return { url, statusCode: status, error: null, dead: isDeadStatus(status) };
  } catch (error) {
    if (!(error instanceof LinkCheckError)) throw error;
    return { url, statusCode: null, error: error.message ?? headError, dead: true };
  }
}

/** Runs `work` over `items` with at most `concurrency` at a time; results in input order. */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const runners = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  });
  await Promise.all(runners);
  return results;
}
