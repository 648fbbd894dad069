import { Throttle } from '@nestjs/throttler';

const MINUTE = 60_000;
// The key @Throttle() stores a throttler's limit under (the 'default' throttler here).
const LIMIT_METADATA = 'THROTTLER:LIMITdefault';

// Read per request (not at import time) so tests and operators can tune them through the environment.
const limitFrom = (name: string, fallback: number) => () => Number(process.env[name] ?? fallback);

const defaultLimit = limitFrom('RATE_LIMIT_DEFAULT', 300);
const strictSignInLimit = limitFrom('RATE_LIMIT_SIGN_IN', 20);
// The admin's 'login attempt limiting' switch (security settings); on until they load.
let signInLimiting = true;
export function setSignInLimiting(on: boolean): void {
  signInLimiting = on;
}
const signInLimit = () => (signInLimiting ? strictSignInLimit() : defaultLimit());
const writeLimit = limitFrom('RATE_LIMIT_WRITE', 60);
const viewsLimit = limitFrom('RATE_LIMIT_VIEWS', 30);
const searchLimit = limitFrom('RATE_LIMIT_SEARCH', 60);
/** Signed-in writes per minute per user and route (on top of the per-IP write limit). */
export const writePerUserLimit = limitFrom('RATE_LIMIT_WRITE_PER_USER', 60);

/** Every route: generous per-IP ceiling. */
export const DEFAULT_RATE_LIMIT = { name: 'default', ttl: MINUTE, limit: defaultLimit };

/** Sign-in starts, callbacks and the root login: per IP and route. */
export const SignInRateLimit = () => Throttle({ default: { ttl: MINUTE, limit: signInLimit } });

/** Writes (posts, comments, messages, likes, purchases): per IP and route. */
export const WriteRateLimit = () => Throttle({ default: { ttl: MINUTE, limit: writeLimit } });

/** The article view counter: a low per-IP limit (a reader opens a few pages a minute). */
export const ViewRateLimit = () => Throttle({ default: { ttl: MINUTE, limit: viewsLimit } });

/** Word search (the most expensive read): per IP, and per user by the throttler guard. */
export const SearchRateLimit = () => Throttle({ default: { ttl: MINUTE, limit: searchLimit } });

/** The per-user limit of a kind of route (counted besides the per-IP one), if it has one. */
export function perUserLimitOf(kind: RateLimitKind): (() => number) | undefined {
  if (kind === 'write') return writePerUserLimit;
  if (kind === 'search') return searchLimit;
  return undefined;
}

export type RateLimitKind = 'default' | 'sign-in' | 'write' | 'views' | 'search';

/** Which of the limits above a route has (for the API documentation). */
export function rateLimitOf(handler: object, controller: object): RateLimitKind {
  const limit: unknown =
    Reflect.getMetadata(LIMIT_METADATA, handler) ?? Reflect.getMetadata(LIMIT_METADATA, controller);
  if (limit === signInLimit) return 'sign-in';
  if (limit === writeLimit) return 'write';
  if (limit === viewsLimit) return 'views';
  if (limit === searchLimit) return 'search';
  return 'default';
}
