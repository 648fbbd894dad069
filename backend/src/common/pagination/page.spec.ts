import { toPage } from './page.js';

describe('toPage', () => {
  const rows = [1, 2, 3];

  it('cuts the extra row and makes the next cursor from the last row shown', () => {
    expect(toPage(rows, 2, (n) => n * 10, String)).toEqual({ items: [10, 20], nextCursor: '2' });
  });

  it('has no next cursor on the last page', () => {
    expect(toPage(rows, 3, (n) => n, String)).toEqual({ items: [1, 2, 3], nextCursor: null });
  });
});
