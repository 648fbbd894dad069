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
});
