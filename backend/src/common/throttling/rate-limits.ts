import { Throttle } from '@nestjs/throttler';

const MINUTE = 60_000;
// The key @Throttle() stores a throttler's limit under (the 'default' throttler here).
const LIMIT_METADATA = 'THROTTLER:LIMITdefault';

// Read per request (not at import time) so tests and operators can tune them through the environment.
const limitFrom = (name: string, fallback: number) => () => Number(process.env[name] ?? fallback);

const defaultLimit = limitFrom('RATE_LIMIT_DEFAULT', 300);
const signInLimit = limitFrom('RATE_LIMIT_SIGN_IN', 20);
const writeLimit = limitFrom('RATE_LIMIT_WRITE', 60);

/** Every route: generous per-IP ceiling. */
export const DEFAULT_RATE_LIMIT = { name: 'default', ttl: MINUTE, limit: defaultLimit };

/** Sign-in starts, callbacks and the root login: per IP and route. */
export const SignInRateLimit = () => Throttle({ default: { ttl: MINUTE, limit: signInLimit } });

/** Writes (posts, comments, messages, likes, purchases): per IP and route. */
export const WriteRateLimit = () => Throttle({ default: { ttl: MINUTE, limit: writeLimit } });

export type RateLimitKind = 'default' | 'sign-in' | 'write';

/** Which of the limits above a route has (for the API documentation). */
export function rateLimitOf(handler: object, controller: object): RateLimitKind {
  const limit: unknown =
    Reflect.getMetadata(LIMIT_METADATA, handler) ?? Reflect.getMetadata(LIMIT_METADATA, controller);
  if (limit === signInLimit) return 'sign-in';
  if (limit === writeLimit) return 'write';
  return 'default';
}
