import { hasNoItems, nextCursor, pageItems } from './pages';

describe('paged query data', () => {
  it('lists the items of every loaded page in order', () => {
    expect(pageItems({ pages: [{ items: [1, 2] }, { items: [] }, { items: [3] }] })).toEqual([1, 2, 3]);
  });

  it('is empty only when no page has an item', () => {
    expect(hasNoItems({ pages: [] })).toBe(true);
    expect(hasNoItems({ pages: [{ items: [] }, { items: [] }] })).toBe(true);
    expect(hasNoItems({ pages: [{ items: [] }, { items: ['late'] }] })).toBe(false);
  });

  it('asks for the next page with the cursor, and for none after the last page', () => {
    expect(nextCursor({ nextCursor: 'abc' })).toBe('abc');
    expect(nextCursor({ nextCursor: null })).toBeUndefined();
  });
});
