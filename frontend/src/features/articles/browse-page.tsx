import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Search, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { searchArticlesInfiniteOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { SearchArticlesData } from '@/api/generated/types.gen';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { type ArticleCategory, isArticleCategory } from '@/lib/categories';
import { cn } from '@/lib/cn';
import { pluralize } from '@/lib/format';
import { usePageMeta } from '@/lib/use-page-meta';
import { BrowseArticleCard } from './browse-article-card';
import { BrowseFilters } from './browse-filters';
import { useDebouncedSearchParam } from './use-debounced-search-param';

/** A multiple of 2 and 3, so full pages fill the two- and three-column grids. */
export const BROWSE_PAGE_SIZE = 24;

type SearchArticlesQuery = NonNullable<SearchArticlesData['query']>;

/** Browse Articles (/browse and /search): search, filters and a paged card grid. */
export function BrowsePage() {
  usePageMeta({
    title: 'Browse Articles',
    description: 'Search and browse every article about the history of IRL live streaming.',
  });
  const searchId = useId();
  const filtersId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const [searchText, setSearchText] = useDebouncedSearchParam('q');
  const [tagText, setTagText] = useDebouncedSearchParam('tag');

  const q = (searchParams.get('q') ?? '').trim();
  const tag = (searchParams.get('tag') ?? '').trim();
  const categoryParam = searchParams.get('category');
  const category = isArticleCategory(categoryParam) ? categoryParam : undefined;
  const [filtersOpen, setFiltersOpen] = useState(() => Boolean(category || tag));

  const query: SearchArticlesQuery = {
    limit: BROWSE_PAGE_SIZE,
    ...(q ? { q } : {}),
    ...(category ? { category } : {}),
    ...(tag ? { tag } : {}),
  };
  const articles = useInfiniteQuery({
    // Full-text search on the server (typo tolerant); without words it lists newest first.
    ...searchArticlesInfiniteOptions({ query }),
    // The first page has no cursor; each later page passes the previous page's nextCursor.
    initialPageParam: {},
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // Keep the current cards on screen while a new search loads.
    placeholderData: keepPreviousData,
  });

  const setCategory = (next: ArticleCategory | undefined) => {
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next) params.set('category', next);
        else params.delete('category');
        return params;
      },
      { replace: true },
    );
  };
  const clearFilters = () => {
    setTagText('');
    setCategory(undefined);
  };

  const items = articles.data?.pages.flatMap((page) => page.items) ?? [];
  const total = articles.data?.pages[0]?.total;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="mb-8 flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Browse Articles</h1>
          {total !== undefined ? (
            <Badge variant="secondary" className="text-sm" role="status" data-testid="article-count">
              {pluralize(total, 'article')}
            </Badge>
          ) : null}
        </div>
        <p className="text-muted-foreground">
          Explore the archive of IRL streaming history: platforms, eras, events and the people behind them.
        </p>
      </div>

      <div className="mb-8 flex flex-col gap-3">
        <div className="flex flex-col gap-3 sm:flex-row">
          <div role="search" className="relative flex-1">
            <label htmlFor={searchId} className="sr-only">
              Search articles by title or content
            </label>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id={searchId}
              type="search"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              placeholder="Search articles by title or content..."
              className="h-11 pl-9 text-base sm:text-sm"
              autoComplete="off"
            />
          </div>
          <Button
            variant="outline"
            className="h-11"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <SlidersHorizontal aria-hidden="true" />
            More Filters
            {category || tag ? (
              <Badge className="ml-1 px-1.5" aria-label="filters active">
                {Number(Boolean(category)) + Number(Boolean(tag))}
              </Badge>
            ) : null}
          </Button>
        </div>
        {filtersOpen ? (
          <BrowseFilters
            id={filtersId}
            category={category}
            onCategoryChange={setCategory}
            tag={tagText}
            onTagChange={setTagText}
            onClear={clearFilters}
          />
        ) : null}
      </div>

      {articles.isPending ? (
        <div className="flex justify-center py-20">
          <Spinner label="Loading articles..." showLabel />
        </div>
      ) : articles.isError && items.length === 0 ? (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border bg-card px-6 py-16 text-center">
          <p className="text-lg font-medium">Failed to load articles.</p>
          <p className="text-sm text-muted-foreground">{errorMessage(articles.error)}</p>
          <Button variant="outline" onClick={() => void articles.refetch()}>
            Retry
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed bg-card/60 px-6 py-16 text-center">
          <p className="text-lg text-muted-foreground">No articles found matching your criteria.</p>
          <Button asChild>
            <Link to="/create">Create the First Article</Link>
          </Button>
        </div>
      ) : (
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
          {articles.isFetchNextPageError ? (
            <div role="alert" className="mt-6 text-center text-sm text-destructive">
              Failed to load more articles. {errorMessage(articles.error)}
            </div>
          ) : null}
          {articles.hasNextPage ? (
            <div className="mt-10 flex justify-center">
              <Button
                variant="outline"
                size="lg"
                onClick={() => void articles.fetchNextPage()}
                disabled={articles.isFetchingNextPage}
              >
                {articles.isFetchingNextPage ? <Spinner label="Loading more articles..." /> : null}
                Load More Articles
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
