import { Redis, type RedisOptions } from 'ioredis';

/** ioredis options from a redis:// URL (BullMQ takes options, not a client, so it can open its own connections). */
export function redisOptionsFromUrl(url: string): RedisOptions {
  const parsed = new URL(url);
  const db = parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0;
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: Number.isInteger(db) ? db : 0,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
  };
}

/** Reconnect delays: quick at first, then every 2 s, forever (a restarted Redis is picked up by itself). */
export const redisRetryStrategy = (attempt: number) => Math.min(attempt * 200, 2000);

/**
 * A client for short commands (health, rate limits, pub/sub publishers). It fails fast while
 * Redis is down instead of queueing commands, every command has a deadline (a paused or stuck Redis
 * keeps the connection open but never answers), and its errors are logged, never thrown at the process.
 */
export function createRedisClient(
  url: string,
  options: { commandTimeoutMs: number },
  onError: (error: Error) => void,
): Redis {
  const client = new Redis({
    ...redisOptionsFromUrl(url),
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2000,
    commandTimeout: options.commandTimeoutMs,
    // Detects a peer that vanished without closing the connection.
    keepAlive: 10_000,
    retryStrategy: redisRetryStrategy,
  });
  client.on('error', onError);
  return client;
}
