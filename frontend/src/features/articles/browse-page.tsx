import { Badge } from '@/components/ui/badge';
import { pluralize } from '@/lib/format';
import { usePageMeta } from '@/lib/use-page-meta';
import { BrowseResults } from './browse-results';
import { BrowseSearchBar } from './browse-search-bar';
import { useBrowseSearch } from './use-browse-search';

/** Browse Articles (/browse and /search): search, filters and a paged card grid. */
export function BrowsePage() {
  usePageMeta({
    title: 'Browse Articles',
    description: 'Search and browse every article about the history of IRL live streaming.',
  });
  const search = useBrowseSearch();

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="mb-8 flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Browse Articles</h1>
          {search.total !== undefined ? (
            <Badge variant="secondary" className="text-sm" role="status" data-testid="article-count">
              {search.totalIsEstimate
                ? `About ${pluralize(search.total, 'article')}`
                : pluralize(search.total, 'article')}
            </Badge>
          ) : null}
        </div>
        <p className="text-muted-foreground">
          Explore the archive of IRL streaming history: platforms, eras, events and the people behind them.
        </p>
      </div>
      <BrowseSearchBar search={search} />
      <BrowseResults search={search} />
    </div>
  );
}
