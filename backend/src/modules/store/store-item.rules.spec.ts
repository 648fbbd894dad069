import { bonusPercent } from './store-item.rules.js';

describe('bonusPercent', () => {
  it('is the extra over 100 points per dollar, rounded', () => {
    expect(bonusPercent(999, 1099)).toBe(10);
    expect(bonusPercent(1999, 2299)).toBe(15);
    expect(bonusPercent(500, 1000)).toBe(100);
  });

  it('is 0 when the points do not exceed price times 100', () => {
    expect(bonusPercent(499, 499)).toBe(0);
    expect(bonusPercent(1000, 900)).toBe(0);
    expect(bonusPercent(0, 10)).toBe(0);
  });
});
