import type { ReactNode } from 'react';
import type { ArticleSummaryDto } from '@/api/generated/types.gen';
import { type InfiniteLike, LoadMore } from '@/components/ui/load-more';
import { EmptyState, type QueryLike, QueryState } from '@/components/ui/query-state';
import { hasNoItems, type PagedData, pageItems } from '@/lib/pages';
import { SkeletonRegion } from '@/components/ui/skeleton';
import { ArticleCardGrid } from './article-card-grid';
import { ArticleCardGridSkeleton } from './article-card-skeleton';

type ArticlePagesProps = {
  /** An infinite query over the server's article pages. */
  query: QueryLike<PagedData<ArticleSummaryDto>> & InfiniteLike;
  /** The text shown, in a dashed frame, when there is no article. */
  emptyText: ReactNode;
  emptyTestId: string;
  /** Replaces the vertical room of the loading, error and empty blocks. */
  className?: string;
  /** Renders the first article on its own above the grid (the Latest feed features it). */
  feature?: (article: ArticleSummaryDto) => ReactNode;
  /** Features this article instead of the first (a boosted one); the loaded ones, it excepted, show as cards. */
  featuredArticle?: ArticleSummaryDto;
  /** The featured article's skeleton, drawn above the cards' while the list loads. */
  featureSkeleton?: ReactNode;
};

/** A paged list of article cards with its loading, error and empty states and 'Load More Articles'. */
export function ArticlePages({
  query,
  emptyText,
  emptyTestId,
  className,
  feature,
  featuredArticle,
  featureSkeleton,
}: ArticlePagesProps) {
  return (
    <QueryState
      query={query}
      loadingLabel="Loading articles..."
      loading={
        <SkeletonRegion label="Loading articles..." className="flex flex-col gap-6">
          {feature ? featureSkeleton : null}
          <ArticleCardGridSkeleton />
        </SkeletonRegion>
      }
      errorTitle="Failed to load articles."
      className={className}
      isEmpty={hasNoItems}
      empty={
        <EmptyState dashed className={className} testId={emptyTestId}>
          {emptyText}
        </EmptyState>
      }
    >
      {(data) => {
        const items = pageItems(data);
        const pinned = feature ? featuredArticle : undefined;
        const [first, ...rest] = feature && !pinned ? items : [];
        const featured = pinned ?? first;
        const cards = pinned ? items.filter((article) => article.id !== pinned.id) : first ? rest : items;
        return (
          <div className="flex flex-col gap-6">
            {featured && feature ? feature(featured) : null}
            {cards.length > 0 ? <ArticleCardGrid articles={cards} /> : null}
            <LoadMore query={query} label="Load More Articles" loadingLabel="Loading more articles..." />
          </div>
        );
      }}
    </QueryState>
  );
}
