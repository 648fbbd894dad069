import { cursorIntId, decodeCursor, encodeCursor, invalidCursor } from '../../common/pagination/cursor.js';

const DECIMAL = /^\d{1,12}(\.\d{1,6})?$/;

/** Position after the last row of a trending page, ordered by (score DESC, id DESC) as of `asOf`. */
export interface TrendingCursor {
  /** The moment the first page was computed: later pages use the same decay, so rows never shift. */
  asOf: string;
  /** The score as PostgreSQL printed it (numeric, 6 decimals), compared exactly. */
  score: string;
  id: number;
}

/** Position after the last row of a ranked search page, ordered by (tier DESC, rank DESC, id DESC). */
export interface SearchRankCursor {
  tier: number;
  rank: string;
  id: number;
}

// The first part names the list, so a cursor of one list is refused by another.
export function encodeTrendingCursor(cursor: TrendingCursor): string {
  return encodeCursor(['t', cursor.asOf, cursor.score, cursor.id]);
}

export function decodeTrendingCursor(value: string): TrendingCursor {
  const [kind, asOf, score, id] = decodeCursor(value, 4);
  if (kind !== 't' || Number.isNaN(Date.parse(asOf)) || !DECIMAL.test(score)) throw invalidCursor();
  return { asOf, score, id: cursorIntId(id) };
}

export function encodeSearchRankCursor(cursor: SearchRankCursor): string {
  return encodeCursor(['s', cursor.tier, cursor.rank, cursor.id]);
}

export function decodeSearchRankCursor(value: string): SearchRankCursor {
  const [kind, tier, rank, id] = decodeCursor(value, 4);
  if (kind !== 's' || !/^[0-3]$/.test(tier) || !DECIMAL.test(rank)) throw invalidCursor();
  return { tier: Number(tier), rank, id: cursorIntId(id) };
}

/** Position after the last row of a search page in another order than relevance: (key DESC, id DESC). */
export interface SearchOrderCursor {
  /** The order it belongs to (a cursor of one order is refused by another). */
  sort: string;
  /** The sort key as a whole number (views, likes, or the publication time in microseconds). */
  key: string;
  id: number;
}

export function encodeSearchOrderCursor(cursor: SearchOrderCursor): string {
  return encodeCursor(['o', cursor.sort, cursor.key, cursor.id]);
}

export function decodeSearchOrderCursor(value: string, sort: string): SearchOrderCursor {
  const [kind, cursorSort, key, id] = decodeCursor(value, 4);
  if (kind !== 'o' || cursorSort !== sort || !/^-?\d{1,19}$/.test(key)) throw invalidCursor();
  return { sort, key, id: cursorIntId(id) };
}
