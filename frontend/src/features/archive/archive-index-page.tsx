import { CalendarDays, Search } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { LoadMore } from '@/components/ui/load-more';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { cn } from '@/lib/cn';
import { pluralize } from '@/lib/format';
import { hasNoItems, pageItems } from '@/lib/pages';
import { usePageMeta } from '@/lib/use-page-meta';
import { ArchiveEntryCard } from './archive-entry-card';
import { ARCHIVE_TYPES, TYPE_LABELS } from './archive-model';
import { useArchiveSearch } from './use-archive-search';

const chipClassName = (active: boolean) =>
  cn(
    'rounded-full border px-3 py-1 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
    active ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-accent',
  );

/** The archive index (/archive): type chips, search and a paged list of entries. */
export function ArchiveIndexPage() {
  usePageMeta({
    title: 'Archive',
    description: 'People, events, places, memes and groups of IRL streaming history.',
  });
  const search = useArchiveSearch();

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="mb-6 flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Archive</h1>
          {search.total !== undefined ? (
            <Badge variant="secondary" className="text-sm" role="status" data-testid="archive-count">
              {pluralize(search.total, 'entry', 'entries')}
            </Badge>
          ) : null}
          <Link
            to="/archive/timeline"
            className="ml-auto inline-flex items-center gap-1.5 rounded-md text-sm font-medium hover:underline"
          >
            <CalendarDays aria-hidden="true" className="size-4" />
            Timeline
          </Link>
        </div>
        <p className="text-muted-foreground">
          The people, events, places, memes and groups of IRL streaming, contributed by members and reviewed before they
          are added.
        </p>
      </div>

      <div className="mb-6 flex flex-col gap-4">
        <div className="relative max-w-xl">
          <Search
            aria-hidden="true"
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label="Search the archive"
            placeholder="Search the archive..."
            className="pl-9"
            value={search.searchText}
            onChange={(event) => search.setSearchText(event.target.value)}
          />
        </div>
        <div role="group" aria-label="Filter by type" className="flex flex-wrap gap-2">
          <button
            type="button"
            aria-pressed={!search.type}
            className={chipClassName(!search.type)}
            onClick={() => search.setType(undefined)}
          >
            All
          </button>
          {ARCHIVE_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              aria-pressed={search.type === type}
              className={chipClassName(search.type === type)}
              onClick={() => search.setType(type)}
            >
              {TYPE_LABELS[type].many}
            </button>
          ))}
        </div>
      </div>

      <QueryState
        query={search.entries}
        loadingLabel="Loading the archive..."
        errorTitle="Failed to load the archive."
        isEmpty={hasNoItems}
        empty={<EmptyState dashed>{search.q ? `No entries match “${search.q}”.` : 'No entries yet.'}</EmptyState>}
      >
        {(data) => (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Archive entries">
              {pageItems(data).map((entry) => (
                <ArchiveEntryCard key={entry.id} entry={entry} />
              ))}
            </ul>
            <LoadMore
              query={search.entries}
              label="Load More Entries"
              errorText="Failed to load more entries."
              className="mt-8"
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
