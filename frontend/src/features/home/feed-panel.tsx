import { useInfiniteQuery } from '@tanstack/react-query';
import { listArticlesInfiniteOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { ArticleFeed } from '@/api/generated/types.gen';
import { ArticlePages } from '@/components/articles/article-pages';
import { nextCursor } from '@/lib/pages';
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
    <ArticlePages
      query={articles}
      emptyText={emptyText}
      emptyTestId="feed-empty"
      className="py-16"
      feature={feed === 'latest' ? (article) => <FeaturedArticle article={article} /> : undefined}
    />
  );
}
