import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { RedisThrottlerStorage } from '../../src/common/throttling/redis-throttler.storage.js';
import { startThenBlock } from '../utils/blocked-turn.js';

/**
 * The rate-limit counter sends its script by SHA-1 (EVALSHA) and the whole script only when Redis
 * does not know it (a restarted or flushed Redis answers NOSCRIPT): both paths must count and block.
 */
describe('RedisThrottlerStorage (real Redis)', () => {
  let redis: Redis;
  const prefix = `${process.env.BULLMQ_PREFIX ?? 'test'}-throttler-${randomUUID()}`;
  // These tests are about counting. The production deadline (250 ms) fails open, answering 0 hits, when a
  // busy CI machine stalls a worker that long; failing open is the fault tests' subject, not these.
  const counting = { deadlineMs: 10_000 };

  beforeAll(async () => {
    redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
    await redis.ping();
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('counts hits in the window and blocks past the limit', async () => {
    const storage = new RedisThrottlerStorage(redis, prefix, counting);
    const hits = [];
    for (let i = 0; i < 3; i += 1) hits.push(await storage.increment('ip-a', 60_000, 2, 30_000, 'default'));
    expect(hits.map((hit) => [hit.totalHits, hit.isBlocked])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(hits[2].timeToBlockExpire).toBe(30);
    expect(await redis.pttl(`${prefix}:throttle:default:ip-a:hits`)).toBeGreaterThan(0);
  });

  it('counts a hit Redis answered in time although this process was busy past the deadline', async () => {
    const storage = new RedisThrottlerStorage(redis, prefix, { deadlineMs: 20 });
    await storage.increment('ip-busy-warm', 60_000, 2, 0, 'default'); // Redis now knows the script
    // As in a request handler that blocks for 100 ms: Redis answers within a millisecond, but the 20 ms
    // deadline is due before the loop reads the answer. Failing open here would answer 0 hits.
    const { started: hit } = await startThenBlock(100, () => storage.increment('ip-busy', 60_000, 2, 0, 'default'));
    expect((await hit).totalHits).toBe(1);
  });

  it('sends the whole script when Redis answers NOSCRIPT, and counts the hit', async () => {
    const evalsha = redis.evalsha.bind(redis);
    const sent: string[] = [];
    const client = Object.create(redis) as Redis;
    // The first EVALSHA names a script Redis never loaded: the real NOSCRIPT answer.
    client.evalsha = ((sha: string, ...args: [number, ...(string | number)[]]) => {
      sent.push('evalsha');
      return evalsha(sent.length === 1 ? '0'.repeat(40) : sha, ...args);
    }) as Redis['evalsha'];
    client.eval = ((...args: Parameters<Redis['eval']>) => {
      sent.push('eval');
      return redis.eval(...args);
    }) as Redis['eval'];
    const storage = new RedisThrottlerStorage(client, prefix, counting);

    // A limit of 2 sends every hit to Redis (none is decided in the process).
    const first = await storage.increment('ip-b', 60_000, 2, 0, 'default');
    const second = await storage.increment('ip-b', 60_000, 2, 0, 'default');

    expect(sent).toEqual(['evalsha', 'eval', 'evalsha']);
    expect([first.totalHits, second.totalHits]).toEqual([1, 2]);
    expect(await redis.get(`${prefix}:throttle:default:ip-b:hits`)).toBe('2');
  });

  it('counts hits below half the limit in the process and sends them to Redis with the next call', async () => {
    let now = Date.now();
    const storage = new RedisThrottlerStorage(redis, prefix, { ...counting, now: () => now });
    const totals = [];
    for (let i = 0; i < 5; i += 1) totals.push((await storage.increment('ip-c', 60_000, 100, 0, 'default')).totalHits);
    expect(totals).toEqual([1, 2, 3, 4, 5]);
    // Only the first reached Redis; the next call, a second later, brings the four held here.
    expect(await redis.get(`${prefix}:throttle:default:ip-c:hits`)).toBe('1');
    now += 1000;
    expect((await storage.increment('ip-c', 60_000, 100, 0, 'default')).totalHits).toBe(6);
    expect(await redis.get(`${prefix}:throttle:default:ip-c:hits`)).toBe('6');
  });

  it('counts every hit in Redis once past half the limit, as another instance sees them', async () => {
    const storage = new RedisThrottlerStorage(redis, prefix, counting);
    const other = new RedisThrottlerStorage(redis, prefix, counting);
    for (let i = 0; i < 3; i += 1) await storage.increment('ip-d', 60_000, 4, 30_000, 'default');
    expect(await redis.get(`${prefix}:throttle:default:ip-d:hits`)).toBe('3');
    await other.increment('ip-d', 60_000, 4, 30_000, 'default');
    const over = await storage.increment('ip-d', 60_000, 4, 30_000, 'default');
    expect([over.totalHits, over.isBlocked]).toEqual([5, true]);
  });
});
