import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('shows cents only when there are some', () => {
    expect(formatMoney(999)).toBe('$9.99');
    expect(formatMoney(1000)).toBe('$10');
    expect(formatMoney(14000)).toBe('$140');
  });
});
