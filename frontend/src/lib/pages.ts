/** The data of a TanStack infinite query over the server's cursor pages. */
export type PagedData<TItem> = { pages: { items: TItem[] }[] };

/** Every loaded item, in page order. */
export function pageItems<TItem>(data: PagedData<TItem>): TItem[] {
  return data.pages.flatMap((page) => page.items);
}

/** True when no loaded page has an item (for QueryState's isEmpty). */
export function hasNoItems(data: PagedData<unknown>): boolean {
  return data.pages.every((page) => page.items.length === 0);
}

/** getNextPageParam for the server's cursor pages: the next cursor, or undefined on the last page. */
export function nextCursor(lastPage: { nextCursor: string | null }): string | undefined {
  return lastPage.nextCursor ?? undefined;
}
