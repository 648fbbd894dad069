import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { ArticleCardGridSkeleton } from '@/components/articles/article-card-skeleton';
import { ErrorState } from '@/components/ui/query-state';
import { SkeletonRegion } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { BrowseArticleCard } from './browse-article-card';
import type { BrowseSearch } from './use-browse-search';

/** The card grid with its loading, error and empty states and 'Load More Articles'. */
export function BrowseResults({ search }: { search: BrowseSearch }) {
  const { articles, items, q } = search;
  if (articles.isPending) {
    return (
      <SkeletonRegion label="Loading articles...">
        <ArticleCardGridSkeleton count={6} variant="browse" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" />
      </SkeletonRegion>
    );
  }
  if (articles.isError && items.length === 0) {
    return (
      <ErrorState
        title={<span className="text-lg">Failed to load articles.</span>}
        error={articles.error}
        onRetry={() => void articles.refetch()}
        className="rounded-xl border bg-card px-6 py-16"
      />
    );
  }
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed bg-card/60 px-6 py-16 text-center">
        <p className="text-lg text-muted-foreground">No articles found matching your criteria.</p>
        <Button asChild>
          <Link to="/create">Create the First Article</Link>
        </Button>
      </div>
    );
  }
  return (
    <>
      <ul
        aria-label="Articles"
        aria-busy={articles.isPlaceholderData}
        className={cn(
          'grid gap-6 md:grid-cols-2 lg:grid-cols-3',
          articles.isPlaceholderData && 'opacity-60 transition-opacity',
        )}
      >
        {items.map((article) => (
          <li key={article.id}>
            <BrowseArticleCard article={article} highlightTitle={q ? article.highlightTitle : undefined} />
          </li>
        ))}
      </ul>
      <LoadMore
        query={articles}
        label="Load More Articles"
        loadingLabel="Loading more articles..."
        errorText="Failed to load more articles."
        size="lg"
        className="mt-10"
      />
    </>
  );
}
