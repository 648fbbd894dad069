import { parseArticleId } from './paths';

describe('parseArticleId', () => {
  it('accepts a positive integer that fits the database id', () => {
    expect(parseArticleId('1')).toBe(1);
    expect(parseArticleId('2147483647')).toBe(2_147_483_647);
  });

  it('rejects what cannot be an article id', () => {
    for (const segment of [undefined, '', '0', '-1', '1.5', 'abc', '2147483648', '12345678901', ' 7']) {
      expect(parseArticleId(segment)).toBeNull();
    }
  });
});
