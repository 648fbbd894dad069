import { useInfiniteQuery } from '@tanstack/react-query';
import { listArticlesInfiniteOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { ArticleFeed } from '@/api/generated/types.gen';
import { ArticleCardGrid } from '@/components/articles/article-card-grid';
import { LoadMore } from '@/components/ui/load-more';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { hasNoItems, nextCursor, pageItems } from '@/lib/pages';
import { FeaturedArticle } from './featured-article';

/** Articles per page of a feed. */
export const FEED_PAGE_SIZE = 10;

/** One feed tab: the articles (the Latest feed features its first), its empty text and Load More. */
export function FeedPanel({ feed, emptyText }: { feed: ArticleFeed; emptyText: string }) {
  const articles = useInfiniteQuery({
    ...listArticlesInfiniteOptions({ query: { feed, limit: FEED_PAGE_SIZE } }),
    initialPageParam: {},
    getNextPageParam: nextCursor,
  });

  return (
    <QueryState
      query={articles}
      loadingLabel="Loading articles..."
      errorTitle="Failed to load articles."
      className="py-16"
      isEmpty={hasNoItems}
      empty={
        <EmptyState dashed className="py-16" testId="feed-empty">
          {emptyText}
        </EmptyState>
      }
    >
      {(data) => {
        const items = pageItems(data);
        const [first, ...rest] = items;
        const featured = feed === 'latest' ? first : undefined;
        const cards = featured ? rest : items;
        return (
          <div className="flex flex-col gap-6">
            {featured ? <FeaturedArticle article={featured} /> : null}
            {cards.length > 0 ? <ArticleCardGrid articles={cards} /> : null}
            <LoadMore query={articles} label="Load More Articles" loadingLabel="Loading more articles..." />
          </div>
        );
      }}
    </QueryState>
  );
}
