import { Throttle } from '@nestjs/throttler';
import type { Environment } from '../../config/environment.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// The key @Throttle() stores a throttler's limit under (the 'default' throttler here).
const LIMIT_METADATA = 'THROTTLER:LIMITdefault';

/** The per-minute limits, as the validated environment gives them (Environment's RATE_LIMIT_*). */
export interface RateLimits {
  default: number;
  signIn: number;
  write: number;
  views: number;
  search: number;
  writePerUser: number;
  reports: number;
  supportRequests: number;
}

// Set from the validated environment when the throttling module starts (applyRateLimits); the decorators
// below are evaluated when classes are defined, so they hold functions that read these at each request.
const limits: RateLimits = {
  default: 300,
  signIn: 20,
  write: 60,
  views: 30,
  search: 60,
  writePerUser: 60,
  reports: 10,
  supportRequests: 5,
};

/** Makes these the limits every route counts against from now on; returns the limits they replaced. */
export function applyRateLimits(next: Partial<RateLimits>): RateLimits {
  const previous = { ...limits };
  Object.assign(limits, next);
  return previous;
}

/** The RATE_LIMIT_* variables of the validated environment as limits. */
export function rateLimitsOf(env: Environment): RateLimits {
  return {
    default: env.RATE_LIMIT_DEFAULT,
    signIn: env.RATE_LIMIT_SIGN_IN,
    write: env.RATE_LIMIT_WRITE,
    views: env.RATE_LIMIT_VIEWS,
    search: env.RATE_LIMIT_SEARCH,
    writePerUser: env.RATE_LIMIT_WRITE_PER_USER,
    reports: env.RATE_LIMIT_REPORTS,
    supportRequests: env.RATE_LIMIT_SUPPORT_REQUESTS,
  };
}

const defaultLimit = () => limits.default;
// The admin's 'login attempt limiting' switch (security settings); on until they load.
let signInLimiting = true;
export function setSignInLimiting(on: boolean): void {
  signInLimiting = on;
}
const signInLimit = () => (signInLimiting ? limits.signIn : limits.default);
const writeLimit = () => limits.write;
const viewsLimit = () => limits.views;
const searchLimit = () => limits.search;
const reportsLimit = () => limits.reports;
const supportRequestLimit = () => limits.supportRequests;
/** Signed-in writes per minute per user and route (on top of the per-IP write limit). */
export const writePerUserLimit = () => limits.writePerUser;

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

/** Reports of content: per IP, and per member by the throttler guard (a few a minute is plenty for a person). */
export const ReportRateLimit = () => Throttle({ default: { ttl: MINUTE, limit: reportsLimit } });
/**
 * Requests to the support inbox (the public takedown and correction form): a few an hour per address,
 * since anyone may send them and each one e-mails every admin.
 */
export const SupportRequestRateLimit = () => Throttle({ default: { ttl: HOUR, limit: supportRequestLimit } });

/** The per-user limit of a kind of route (counted besides the per-IP one), if it has one. */
export function perUserLimitOf(kind: RateLimitKind): (() => number) | undefined {
  if (kind === 'write') return writePerUserLimit;
  if (kind === 'search') return searchLimit;
  if (kind === 'reports') return reportsLimit;
  return undefined;
}

export type RateLimitKind = 'default' | 'sign-in' | 'write' | 'views' | 'search' | 'reports' | 'support-request';

/** Which of the limits above a route has (for the API documentation). */
export function rateLimitOf(handler: object, controller: object): RateLimitKind {
  const limit: unknown =
    Reflect.getMetadata(LIMIT_METADATA, handler) ?? Reflect.getMetadata(LIMIT_METADATA, controller);
  if (limit === signInLimit) return 'sign-in';
  if (limit === writeLimit) return 'write';
  if (limit === viewsLimit) return 'views';
  if (limit === searchLimit) return 'search';
  if (limit === reportsLimit) return 'reports';
  if (limit === supportRequestLimit) return 'support-request';
  return 'default';
}
