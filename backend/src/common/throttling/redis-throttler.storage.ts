import { createHash } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Redis } from 'ioredis';
import { CircuitBreaker } from '../redis/circuit-breaker.js';
import { type LocalDecision, LocalHitCounts } from './local-hit-counts.js';

interface ThrottlerStorageRecord {
  totalHits: number;
  timeToExpire: number;
  isBlocked: boolean;
  timeToBlockExpire: number;
}

// Atomically counts `hits` hits (this one and those held locally) in a fixed window and blocks the key
// for blockDuration once over the limit.
const INCREMENT_SCRIPT = `
local hitsKey, blockKey = KEYS[1], KEYS[2]
local ttl, limit, block, added = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local blockedFor = redis.call('PTTL', blockKey)
if blockedFor > 0 then
  return {tonumber(redis.call('GET', hitsKey) or limit + 1), redis.call('PTTL', hitsKey), 1, blockedFor}
end
local hits = redis.call('INCRBY', hitsKey, added)
if hits == added then redis.call('PEXPIRE', hitsKey, ttl) end
local expiresIn = redis.call('PTTL', hitsKey)
if hits > limit then
  redis.call('SET', blockKey, '1', 'PX', block)
  return {hits, expiresIn, 1, block}
end
return {hits, expiresIn, 0, 0}
`;

// Sent by its SHA-1 (EVALSHA): the ~800-byte script is sent only when Redis does not know it yet.
const INCREMENT_SCRIPT_SHA = createHash('sha1').update(INCREMENT_SCRIPT).digest('hex');
const isNoScript = (error: unknown) => error instanceof Error && error.message.startsWith('NOSCRIPT');

/** How long a request waits for its rate-limit count before the limit is skipped. */
const RATE_LIMIT_DEADLINE_MS = 250;
/** After a failure, requests skip the limit at once for this long, then one tries Redis again. */
const RATE_LIMIT_PAUSE_MS = 5000;
const LOG_EVERY_MS = 10_000;

/**
 * Rate-limit counters in Redis, shared by every API instance. It fails open: if Redis is unreachable
 * or does not answer within 250 ms the limit is not applied (logged at most every 10 s), and for the
 * next 5 s requests do not wait on Redis at all, so a stuck Redis never slows or fails the site.
 * Hits well below their limit are counted in this process between calls (LocalHitCounts).
 */
export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger('Throttler');
  private readonly breaker: CircuitBreaker;
  private lastLogged = 0;
  private readonly local: LocalHitCounts;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    options: { deadlineMs?: number; pauseMs?: number; now?: () => number } = {},
  ) {
    this.local = new LocalHitCounts(options.now);
    this.breaker = new CircuitBreaker(
      options.deadlineMs ?? RATE_LIMIT_DEADLINE_MS,
      options.pauseMs ?? RATE_LIMIT_PAUSE_MS,
    );
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const base = `${this.prefix}:throttle:${throttlerName}:${key}`;
    const decided = this.local.tryLocal(base, limit);
    if (decided) return toRecord(decided);
    const added = this.local.takePending(base) + 1;
    try {
      const block = blockDuration > 0 ? blockDuration : ttl;
      const args = [2, `${base}:hits`, `${base}:block`, ttl, limit, block, added] as const;
      const [totalHits, timeToExpire, blocked, timeToBlockExpire] = (await this.breaker.run(() =>
        // A Redis that restarted or flushed its scripts answers NOSCRIPT: EVAL sends the script and loads it.
        this.redis.evalsha(INCREMENT_SCRIPT_SHA, ...args).catch((error: unknown) => {
          if (isNoScript(error)) return this.redis.eval(INCREMENT_SCRIPT, ...args);
          throw error;
        }),
      )) as [number, number, number, number];
      const answer = { totalHits, msToExpire: timeToExpire, msToBlockExpire: blocked === 1 ? timeToBlockExpire : 0 };
      this.local.synced(base, answer);
      return toRecord({ ...answer, blocked: blocked === 1 });
    } catch (error) {
      if (Date.now() - this.lastLogged > LOG_EVERY_MS) {
        this.lastLogged = Date.now();
        this.logger.warn(`Rate limits not applied (failing open), Redis unavailable: ${(error as Error).message}`);
      }
      return { totalHits: 0, timeToExpire: 0, isBlocked: false, timeToBlockExpire: 0 };
    }
  }
}

function toRecord(decision: LocalDecision): ThrottlerStorageRecord {
  return {
    totalHits: decision.totalHits,
    timeToExpire: Math.ceil(Math.max(decision.msToExpire, 0) / 1000),
    isBlocked: decision.blocked,
    timeToBlockExpire: Math.ceil(Math.max(decision.msToBlockExpire, 0) / 1000),
  };
}
