import { BadRequestException } from '@nestjs/common';

const INVALID = 'cursor is not a valid page cursor';
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

const encode = (parts: (string | number)[]) => Buffer.from(parts.join('|'), 'utf8').toString('base64url');

function decode(value: string, kind: string, size: number): string[] {
  const parts = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (parts.length !== size || parts[0] !== kind) throw new BadRequestException(INVALID);
  return parts.slice(1);
}

function rowId(value: string): number {
  const id = Number(value);
  if (!/^\d{1,10}$/.test(value) || !Number.isSafeInteger(id)) throw new BadRequestException(INVALID);
  return id;
}

export function encodeTrendingCursor(cursor: TrendingCursor): string {
  return encode(['t', cursor.asOf, cursor.score, cursor.id]);
}

export function decodeTrendingCursor(value: string): TrendingCursor {
  const [asOf, score, id] = decode(value, 't', 4);
  if (Number.isNaN(Date.parse(asOf)) || !DECIMAL.test(score)) throw new BadRequestException(INVALID);
  return { asOf, score, id: rowId(id) };
}

export function encodeSearchRankCursor(cursor: SearchRankCursor): string {
  return encode(['s', cursor.tier, cursor.rank, cursor.id]);
}

export function decodeSearchRankCursor(value: string): SearchRankCursor {
  const [tier, rank, id] = decode(value, 's', 4);
  if (!/^[0-3]$/.test(tier) || !DECIMAL.test(rank)) throw new BadRequestException(INVALID);
  return { tier: Number(tier), rank, id: rowId(id) };
}
