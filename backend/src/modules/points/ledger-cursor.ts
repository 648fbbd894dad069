import { cursorId, decodeCursor, encodeCursor, invalidCursor } from '../../common/pagination/cursor.js';

/** Cursor of the ledger list: the id of the last row shown (rows are listed by id, newest first). */
export function encodeLedgerCursor(id: string): string {
  return encodeCursor(['l', id]);
}

export function decodeLedgerCursor(value: string): string {
  const [kind, id] = decodeCursor(value, 2);
  if (kind !== 'l') throw invalidCursor();
  return cursorId(id);
}
