/** One page of a keyset-paginated list, as services build it. */
export interface Page<T> {
  items: T[];
  /** The cursor of the next page; null on the last page. */
  nextCursor: string | null;
}

/**
 * Cuts the `limit + 1` rows a page query fetched to the page, and makes the next cursor from the
 * last row shown when there was one more.
 */
export function toPage<Row, Item>(
  rows: Row[],
  limit: number,
  toItem: (row: Row) => Item,
  cursorOf: (last: Row) => string,
): Page<Item> {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return { items: shown.map(toItem), nextCursor: rows.length > limit && last ? cursorOf(last) : null };
}
