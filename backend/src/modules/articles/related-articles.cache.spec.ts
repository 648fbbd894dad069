import { RelatedArticlesCache } from './related-articles.cache.js';

describe('RelatedArticlesCache', () => {
  let clock: number;
  const cacheOf = (ttlMs: number, maxEntries: number) => new RelatedArticlesCache(ttlMs, maxEntries, () => clock);

  beforeEach(() => {
    clock = 1_000_000;
  });

  it('gives the ids back for the same article version until they expire', () => {
    const cache = cacheOf(600_000, 10);
    cache.set(1, 'v1', [2, 3]);
    clock += 599_999;
    expect(cache.get(1, 'v1')).toEqual([2, 3]);
    clock += 1;
    expect(cache.get(1, 'v1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('misses once the article changed (another stamp), and drops the old entry', () => {
    const cache = cacheOf(600_000, 10);
    cache.set(1, 'v1', [2, 3]);
    expect(cache.get(1, 'v2')).toBeUndefined();
    expect(cache.get(1, 'v1')).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the least recently read', () => {
    const cache = cacheOf(600_000, 2);
    cache.set(1, 'a', [10]);
    cache.set(2, 'b', [20]);
    expect(cache.get(1, 'a')).toEqual([10]);
    cache.set(3, 'c', [30]);
    expect(cache.size).toBe(2);
    expect(cache.get(2, 'b')).toBeUndefined();
    expect(cache.get(1, 'a')).toEqual([10]);
    expect(cache.get(3, 'c')).toEqual([30]);
  });
});
