import { LOCAL_COUNT_MAX_AGE_MS, LocalHitCounts } from './local-hit-counts.js';

describe('LocalHitCounts', () => {
  let now: number;
  let counts: LocalHitCounts;
  const redisSaid = (totalHits: number, msToExpire = 60_000, msToBlockExpire = 0) =>
    counts.synced('k', { totalHits, msToExpire, msToBlockExpire });

  beforeEach(() => {
    now = 1_000_000;
    counts = new LocalHitCounts(() => now);
  });

  it('sends the first hit of a key to Redis', () => {
    expect(counts.tryLocal('k', 100)).toBeNull();
  });

  it('counts hits here while the key is at most half way to its limit, then sends them with the next hit', () => {
    redisSaid(1);
    const local = [2, 3, 4, 5].map(() => counts.tryLocal('k', 10)?.totalHits);
    expect(local).toEqual([2, 3, 4, 5]);
    // A sixth hit would pass half the limit: Redis decides it, with the four held here.
    expect(counts.tryLocal('k', 10)).toBeNull();
    expect(counts.takePending('k')).toBe(4);
    expect(counts.takePending('k')).toBe(0);
  });

  it('asks Redis again once its answer is a second old', () => {
    redisSaid(1);
    expect(counts.tryLocal('k', 100)).not.toBeNull();
    now += LOCAL_COUNT_MAX_AGE_MS;
    expect(counts.tryLocal('k', 100)).toBeNull();
  });

  it('forgets the count when the window ends', () => {
    redisSaid(40, 5_000);
    now += 5_000;
    expect(counts.tryLocal('k', 100)).toBeNull();
    redisSaid(1);
    expect(counts.tryLocal('k', 100)?.totalHits).toBe(2);
  });

  it('answers a block Redis reported until it ends', () => {
    redisSaid(11, 60_000, 30_000);
    now += LOCAL_COUNT_MAX_AGE_MS * 5;
    expect(counts.tryLocal('k', 10)).toEqual({
      totalHits: 11,
      msToExpire: 55_000,
      blocked: true,
      msToBlockExpire: 25_000,
    });
    now += 25_000;
    expect(counts.tryLocal('k', 10)).toBeNull();
  });

  it('keeps hits counted while a Redis call was on its way', () => {
    redisSaid(1);
    counts.tryLocal('k', 100);
    expect(counts.takePending('k')).toBe(1);
    counts.tryLocal('k', 100);
    redisSaid(3);
    expect(counts.takePending('k')).toBe(1);
  });

  it('sweeps keys whose window has ended', () => {
    for (let i = 0; i < 100; i += 1)
      counts.synced(`gone-${i}`, { totalHits: 1, msToExpire: 1_000, msToBlockExpire: 0 });
    now += 2_000;
    for (let i = 0; i < 10_000; i += 1) counts.tryLocal('k', 100);
    expect(counts.size).toBe(0);
  });
});
