import { ValidationFailedException } from '../pipes/validation.pipe.js';
import { isUuid } from '../text/uuid.js';

/** The one message of every refused page cursor. */
export const INVALID_CURSOR = 'cursor is not a valid page cursor';

/** A 400 that names the `cursor` query field, like any other validation error. */
export function invalidCursor(): ValidationFailedException {
  return new ValidationFailedException([{ field: 'cursor', reason: INVALID_CURSOR }], INVALID_CURSOR);
}

const MAX_PART_LENGTH = 120;

/**
 * The one cursor encoding: the position's parts as a JSON array of strings, base64url-encoded.
 * Parts are text, never numbers or Dates, so PostgreSQL values (microsecond times, numeric scores,
 * bigint ids) travel exactly; callers validate each part's form when decoding.
 */
export function encodeCursor(parts: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(parts.map(String)), 'utf8').toString('base64url');
}

/** The parts of a cursor of `size` parts; anything else (forged, truncated, another list's cursor) is a 400. */
export function decodeCursor(value: string, size: number): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== size ||
    !parsed.every((part) => typeof part === 'string' && part.length <= MAX_PART_LENGTH)
  ) {
    throw invalidCursor();
  }
  return parsed as string[];
}

/** A cursor part that must be a positive integer id (serial or bigint), kept as text. */
export function cursorId(part: string): string {
  if (!/^[1-9]\d{0,17}$/.test(part)) throw invalidCursor();
  return part;
}

/** A cursor part that must be a uuid (compared with a uuid column, where other text is a SQL error). */
export function cursorUuid(part: string): string {
  if (!isUuid(part)) throw invalidCursor();
  return part;
}

/** A cursor part that must be an id of an `integer` column. */
export function cursorIntId(part: string): number {
  const id = Number(cursorId(part));
  if (id > 2_147_483_647) throw invalidCursor();
  return id;
}

/**
 * Cursor of a list ordered by id alone (newest first): the id of the last row shown. A list may put
 * its kind letter first, so that it refuses another list's cursor.
 */
export function encodeIdCursor(id: string | number, kind?: string): string {
  return encodeCursor(kind === undefined ? [id] : [kind, id]);
}

export function decodeIdCursor(value: string, kind?: string): string {
  if (kind === undefined) return cursorId(decodeCursor(value, 1)[0]);
  const [cursorKind, id] = decodeCursor(value, 2);
  if (cursorKind !== kind) throw invalidCursor();
  return cursorId(id);
}

/** Position after a row of a list ordered by (a millisecond-precision time DESC, uuid DESC). */
export interface MillisCursor {
  at: Date;
  id: string;
}

/** The time travels as epoch milliseconds (the column keeps no more). */
export function encodeMillisCursor(cursor: MillisCursor): string {
  return encodeCursor([String(cursor.at.getTime()), cursor.id]);
}

export function decodeMillisCursor(value: string): MillisCursor {
  const [at, id] = decodeCursor(value, 2);
  return { at: new Date(Number(cursorId(at))), id: cursorUuid(id) };
}
