import { Throttle } from '@nestjs/throttler';

const MINUTE = 60_000;

// Read per request (not at import time) so tests and operators can tune them through the environment.
const limitFrom = (name: string, fallback: number) => () => Number(process.env[name] ?? fallback);

/** Every route: generous per-IP ceiling. */
export const DEFAULT_RATE_LIMIT = { name: 'default', ttl: MINUTE, limit: limitFrom('RATE_LIMIT_DEFAULT', 300) };

/** Sign-in starts, callbacks and the root login: per IP and route. */
export const SignInRateLimit = () => Throttle({ default: { ttl: MINUTE, limit: limitFrom('RATE_LIMIT_SIGN_IN', 20) } });

/** Writes (posts, comments, messages, likes, purchases): per IP and route. */
export const WriteRateLimit = () => Throttle({ default: { ttl: MINUTE, limit: limitFrom('RATE_LIMIT_WRITE', 60) } });
