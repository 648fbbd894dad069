import { cursorId, decodeCursor, encodeCursor, invalidCursor } from '../../common/pagination/cursor.js';

/** Cursor of a buyer's boosts: the id of the last row shown (rows are listed by id, newest first). */
export function encodeBoostCursor(id: string): string {
  return encodeCursor(['b', id]);
}

export function decodeBoostCursor(value: string): string {
  const [kind, id] = decodeCursor(value, 2);
  if (kind !== 'b') throw invalidCursor();
  return cursorId(id);
}
