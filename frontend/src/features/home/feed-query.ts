import { listArticlesInfiniteOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { ArticleFeed } from '@/api/generated/types.gen';
import { nextCursor } from '@/lib/pages';

/** Articles per page of a feed. */
export const FEED_PAGE_SIZE = 10;

/** One feed's paged query; the start-up preload (app/route-preload.ts) fills the same cache entry. */
export function feedArticlesOptions(feed: ArticleFeed) {
  return {
    ...listArticlesInfiniteOptions({ query: { feed, limit: FEED_PAGE_SIZE } }),
    initialPageParam: {},
    getNextPageParam: nextCursor,
  };
}
