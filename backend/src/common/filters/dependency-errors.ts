import { DeadlineExceededError } from '../async/deadline.js';
import { CircuitOpenError } from '../redis/circuit-breaker.js';

export type UnavailableDependency = 'database' | 'redis';

/** Seconds a client is told to wait (Retry-After) when a dependency is briefly unavailable. */
export const DEPENDENCY_RETRY_AFTER_SECONDS = 2;

// SQLSTATE classes and codes that mean "PostgreSQL could not do it now", not "the request is wrong".
const DATABASE_UNAVAILABLE_CODES = new Set([
  '57014', // query_canceled: statement_timeout
  '57P01', // admin_shutdown: the backend was terminated (pg_terminate_backend, restart)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
  '25P03', // idle_in_transaction_session_timeout
]);
const DATABASE_UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect', // pg-pool: no pooled connection within connectionTimeoutMillis
  'Connection terminated due to connection timeout',
  'Connection terminated unexpectedly',
  'Client has encountered a connection error and is not queryable',
];
const RELEASED_QUERY_RUNNER_ERRORS = new Set([
  'QueryRunnerAlreadyReleasedError',
  'QueryRunnerProviderAlreadyReleasedError',
]);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);

/**
 * Which dependency made a request fail when the cause is that PostgreSQL or Redis is down, slow or
 * saturated (the request itself was fine): those answer 503 with Retry-After, not 500.
 */
export function unavailableDependencyOf(error: unknown): UnavailableDependency | undefined {
  if (!isErrorLike(error)) return undefined;
  // TypeORM releases a query runner whose connection broke; the transaction's next statement (or its
  // COMMIT) then fails with one of these, and PostgreSQL has rolled the transaction back.
  if (RELEASED_QUERY_RUNNER_ERRORS.has(error.name)) return 'database';
  const driverError = (error as { driverError?: unknown }).driverError;
  const candidates = [error, driverError].filter(isErrorLike);
  for (const candidate of candidates) {
    const code = typeof candidate.code === 'string' ? candidate.code : undefined;
    if (code && (DATABASE_UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return 'database';
    if (DATABASE_UNAVAILABLE_MESSAGES.some((message) => candidate.message.includes(message))) return 'database';
  }
  // Every withDeadline on the request path bounds a Redis call (the breaker, queues, publishes).
  if (
    error instanceof CircuitOpenError ||
    error instanceof DeadlineExceededError ||
    error.name === 'MaxRetriesPerRequestError' ||
    error.message === 'Command timed out' ||
    error.message.startsWith("Stream isn't writeable") ||
    error.message === 'Connection is closed.'
  ) {
    return 'redis';
  }
  // A refused or reset connection. Connecting errors name the port (PostgreSQL's or Redis's); a reset
  // while reading or writing does not: on the request path that is the database driver's socket (the
  // Redis clients report their own errors, matched above).
  for (const candidate of candidates) {
    const { code, port } = candidate as { code?: unknown; port?: unknown };
    if (typeof code !== 'string' || !NETWORK_CODES.has(code)) continue;
    if (typeof port !== 'number') return 'database';
    if (port === portOf(process.env.DATABASE_URL, 5432)) return 'database';
    if (port === portOf(process.env.REDIS_URL, 6379)) return 'redis';
  }
  return undefined;
}

/**
 * An Error by shape, not by `instanceof`: a socket error made by Node's core is an Error of another
 * realm where code runs in a VM context (Jest's test environment), and `instanceof Error` is false there.
 */
function isErrorLike(value: unknown): value is Error & { code?: unknown } {
  return (
    value instanceof Error ||
    (typeof value === 'object' &&
      value !== null &&
      typeof (value as { message?: unknown }).message === 'string' &&
      typeof (value as { name?: unknown }).name === 'string')
  );
}

function portOf(url: string | undefined, fallback: number): number | undefined {
  try {
    return url ? Number(new URL(url).port || fallback) : undefined;
  } catch {
    return undefined;
  }
}
