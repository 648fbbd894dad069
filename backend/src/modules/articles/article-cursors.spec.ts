import { BadRequestException } from '@nestjs/common';
import { encodeCursor } from '../../common/pagination/cursor.js';
import { encodeTimeCursor } from '../../common/pagination/time-cursor.js';
import {
  decodeSearchRankCursor,
  decodeTrendingCursor,
  encodeSearchRankCursor,
  encodeTrendingCursor,
} from './article-cursors.js';

describe('article cursors', () => {
  it('round-trip the trending position exactly', () => {
    const cursor = { asOf: '2026-01-01T12:00:00.000Z', score: '12.345678', id: 42 };
    expect(decodeTrendingCursor(encodeTrendingCursor(cursor))).toEqual(cursor);
  });

  it('round-trip the search position exactly', () => {
    const cursor = { tier: 3, rank: '0.607927', id: 7 };
    expect(decodeSearchRankCursor(encodeSearchRankCursor(cursor))).toEqual(cursor);
  });

  it.each([
    ['garbage', 'not-a-cursor'],
    ['a newest-first cursor', encodeTimeCursor({ at: '2026-01-01T00:00:00Z', key: '1' })],
    ['a search cursor', encodeSearchRankCursor({ tier: 1, rank: '0.1', id: 1 })],
    ['an SQL payload as score', encodeCursor(['t', '2026-01-01T00:00:00Z', '1); DROP TABLE articles; --', '1'])],
    ['a bad date', encodeCursor(['t', 'yesterday', '1.5', '1'])],
  ])('refuse %s as a trending cursor', (_name, value) => {
    expect(() => decodeTrendingCursor(value)).toThrow(BadRequestException);
  });

  it.each([
    ['a tier out of range', encodeCursor(['s', '9', '0.1', '1'])],
    ['a negative id', encodeCursor(['s', '1', '0.1', '-1'])],
    ['a trending cursor', encodeTrendingCursor({ asOf: '2026-01-01T00:00:00Z', score: '1', id: 1 })],
  ])('refuse %s as a search cursor', (_name, value) => {
    expect(() => decodeSearchRankCursor(value)).toThrow(BadRequestException);
  });
});
