import { searchArticlesInfiniteOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { SearchArticlesData } from '@/api/generated/types.gen';
import { nextCursor } from '@/lib/pages';

/** A multiple of 2 and 3, so full pages fill the two- and three-column grids. */
export const BROWSE_PAGE_SIZE = 24;

export type SearchArticlesQuery = NonNullable<SearchArticlesData['query']>;

/** The browse screen's paged search; the start-up preload (app/route-preload.ts) fills the same cache entry. */
export function browseArticlesOptions(query: SearchArticlesQuery) {
  return {
    // Full-text search on the server (typo tolerant); without words it lists newest first.
    ...searchArticlesInfiniteOptions({ query }),
    // The first page has no cursor; each later page passes the previous page's nextCursor.
    initialPageParam: {},
    getNextPageParam: nextCursor,
  };
}
