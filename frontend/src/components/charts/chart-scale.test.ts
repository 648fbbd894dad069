import { labelIndexes, niceStep, niceTicks } from './chart-scale';

describe('chart scales', () => {
  it('rounds steps to 1, 2 or 5 times a power of ten', () => {
    expect([0.3, 1, 1.5, 3, 7, 45].map(niceStep)).toEqual([0.5, 1, 2, 5, 10, 50]);
  });

  it('covers the data from 0 with whole-number ticks for counts, and below 0 for net figures', () => {
    expect(niceTicks(0, 7, { integers: true })).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(0, 0, { integers: true })).toEqual([0, 1]);
    expect(niceTicks(-300, 900)).toEqual([-500, 0, 500, 1000]);
  });

  it('prints at most the given number of x labels, always the first and the last', () => {
    expect(labelIndexes(5, 10)).toEqual([0, 1, 2, 3, 4]);
    const indexes = labelIndexes(30, 6);
    expect(indexes[0]).toBe(0);
    expect(indexes.at(-1)).toBe(29);
    expect(indexes.length).toBeLessThanOrEqual(6);
  });

  it('never prints two x labels much closer than the regular spacing, the last one included', () => {
    // 30 days on a wide chart: every other day, and 11-23 must not sit right before 11-24.
    expect(labelIndexes(30, 16)).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 29]);
    // Five days apart, the last four days after the one before: far enough, both stay.
    expect(labelIndexes(30, 7)).toEqual([0, 5, 10, 15, 20, 25, 29]);
    for (let length = 2; length <= 120; length += 1) {
      for (let max = 2; max <= 20; max += 1) {
        const indexes = labelIndexes(length, max);
        expect(indexes[0]).toBe(0);
        expect(indexes.at(-1)).toBe(length - 1);
        expect(indexes.length).toBeLessThanOrEqual(max);
        if (length > max) {
          const every = Math.ceil((length - 1) / (max - 1));
          for (let i = 1; i < indexes.length - 1; i += 1) expect(indexes[i] - indexes[i - 1]).toBe(every);
          expect(indexes.at(-1)! - indexes.at(-2)!).toBeGreaterThanOrEqual(every * 0.75);
        }
      }
    }
  });
});
