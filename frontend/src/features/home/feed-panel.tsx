import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getFeaturedBoostOptions, listArticlesInfiniteOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { ArticleFeed } from '@/api/generated/types.gen';
import { ArticlePages } from '@/components/articles/article-pages';
import { nextCursor } from '@/lib/pages';
import { FeaturedArticle } from './featured-article';

/** Articles per page of a feed. */
export const FEED_PAGE_SIZE = 10;

/**
 * One feed tab: the articles, its empty text and Load More. The Latest feed features the boosted
 * article while a boost holds the slot, and its first article otherwise.
 */
export function FeedPanel({ feed, emptyText }: { feed: ArticleFeed; emptyText: string }) {
  const latest = feed === 'latest';
  const articles = useInfiniteQuery({
    ...listArticlesInfiniteOptions({ query: { feed, limit: FEED_PAGE_SIZE } }),
    initialPageParam: {},
    getNextPageParam: nextCursor,
  });
  const boost = useQuery({ ...getFeaturedBoostOptions(), enabled: latest });
  const boosted = latest ? boost.data?.boost : undefined;
  // Wait for the boost before featuring anything, so the slot does not switch articles; if it fails, feature as before.
  const waitingForBoost = latest && boost.isPending;
  return (
    <ArticlePages
      query={{ ...articles, isPending: articles.isPending || waitingForBoost }}
      emptyText={emptyText}
      emptyTestId="feed-empty"
      className="py-16"
      featuredArticle={boosted?.article}
      feature={latest ? (article) => <FeaturedArticle article={article} boosted={Boolean(boosted)} /> : undefined}
    />
  );
}
