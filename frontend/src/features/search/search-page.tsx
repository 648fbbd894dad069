import { LoadMore } from '@/components/ui/load-more';
import { ErrorState } from '@/components/ui/query-state';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { usePageMeta } from '@/lib/use-page-meta';
import { SearchFiltersForm, SearchSortSelect } from './search-controls';
import { SearchCorrection } from './search-correction';
import { SearchEmptyState } from './search-empty-state';
import { SearchResultItem, SearchResultsSkeleton } from './search-result-item';
import { useSearchPage, type SearchPageState } from './use-search-page';

/** "12 results for 'bonding'", "About 1,204 results for 'irl'", "1 result" (filters only). */
export function resultsSummary(total: number, totalIsEstimate: boolean, q: string): string {
  const count = `${totalIsEstimate ? 'About ' : ''}${formatNumber(total)} ${total === 1 ? 'result' : 'results'}`;
  return q ? `${count} for '${q}'` : count;
}

/** Search results (/search?q=...): the words, order and filters come from the URL. */
export function SearchPage() {
  const search = useSearchPage();
  usePageMeta({
    title: search.q ? `Search: ${search.q}` : 'Search',
    description: 'Search every article about the history of IRL live streaming.',
  });
  // The filters form starts from the URL: a new URL (a link, Back, Clear filters) remounts it.
  const filtersKey = JSON.stringify(search.filters);

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="mb-6 flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">Search</h1>
        <p role="status" className="min-h-6 text-muted-foreground" data-testid="search-summary">
          {search.total !== undefined
            ? resultsSummary(search.total, search.totalIsEstimate, search.correctedQuery ?? search.q)
            : null}
        </p>
        {search.items.length > 0 ? <SearchCorrection search={search} /> : null}
      </div>
      <div className="mb-6 flex flex-col gap-4">
        <SearchSortSelect search={search} />
        <details open={search.filtersSet} className="group rounded-xl border bg-card shadow-sm">
          <summary className="cursor-pointer rounded-xl px-4 py-3 text-sm font-medium select-none focus-visible:outline-2 focus-visible:outline-ring">
            Filters{search.filtersSet ? ' (active)' : ''}
          </summary>
          <SearchFiltersForm key={filtersKey} search={search} />
        </details>
      </div>
      <SearchResults search={search} />
    </div>
  );
}

function SearchResults({ search }: { search: SearchPageState }) {
  const { results, items } = search;
  if (results.isPending) return <SearchResultsSkeleton />;
  if (results.isError && items.length === 0) {
    return (
      <ErrorState
        title={<span className="text-lg">Search failed.</span>}
        error={results.error}
        onRetry={() => void results.refetch()}
        className="rounded-xl border bg-card px-6 py-16"
      />
    );
  }
  if (items.length === 0) return <SearchEmptyState search={search} />;
  return (
    <>
      <ul
        aria-label="Search results"
        aria-busy={results.isPlaceholderData}
        className={cn('flex flex-col gap-4', results.isPlaceholderData && 'opacity-60 transition-opacity')}
      >
        {items.map((article) => (
          <li key={article.id}>
            <SearchResultItem article={article} />
          </li>
        ))}
      </ul>
      <LoadMore
        query={results}
        label="More results"
        loadingLabel="Loading more results..."
        errorText="Failed to load more results."
        className="mt-8"
      />
    </>
  );
}
