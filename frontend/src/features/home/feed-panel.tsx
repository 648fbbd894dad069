import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getFeaturedBoostOptions, getFeaturedPinOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { ArticleFeed } from '@/api/generated/types.gen';
import { ArticlePages } from '@/components/articles/article-pages';
import { FeaturedArticle, FeaturedArticleSkeleton } from './featured-article';
import { feedArticlesOptions } from './feed-query';

/**
 * One feed tab: the articles, its empty text and Load More. The Latest feed features the article an
 * admin pinned, else the boosted article while a boost holds the slot, else its first article.
 */
export function FeedPanel({ feed, emptyText }: { feed: ArticleFeed; emptyText: string }) {
  const latest = feed === 'latest';
  const articles = useInfiniteQuery(feedArticlesOptions(feed));
  const boost = useQuery({ ...getFeaturedBoostOptions(), enabled: latest });
  const pin = useQuery({ ...getFeaturedPinOptions(), enabled: latest });
  const pinned = latest ? (pin.data?.article ?? undefined) : undefined;
  const boosted = latest && !pinned ? boost.data?.boost : undefined;
  // Wait for the pin and the boost before featuring anything, so the slot does not switch articles; if they fail, feature as before.
  const waitingForBoost = latest && (boost.isPending || pin.isPending);
  return (
    <ArticlePages
      query={{ ...articles, isPending: articles.isPending || waitingForBoost }}
      emptyText={emptyText}
      emptyTestId="feed-empty"
      className="py-16"
      featuredArticle={pinned ?? boosted?.article}
      featureSkeleton={<FeaturedArticleSkeleton />}
      feature={
        latest
          ? (article) => <FeaturedArticle article={article} boosted={Boolean(boosted)} pinned={Boolean(pinned)} />
          : undefined
      }
    />
  );
}
