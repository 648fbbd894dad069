import { useInfiniteQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { getArchiveTimelineInfiniteOptions } from '@/api/generated/@tanstack/react-query.gen';
import { LoadMore } from '@/components/ui/load-more';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { hasNoItems, nextCursor, pageItems } from '@/lib/pages';
import { usePageMeta } from '@/lib/use-page-meta';
import { archiveEntryPath, formatDay } from './archive-model';

const TIMELINE_PAGE_SIZE = 30;

/** The timeline (/archive/timeline): dated events of the archive, oldest first, grouped by year. */
export function ArchiveTimelinePage() {
  usePageMeta({ title: 'Timeline', description: 'The events of IRL streaming history, in order.' });
  const timeline = useInfiniteQuery({
    ...getArchiveTimelineInfiniteOptions({ query: { limit: TIMELINE_PAGE_SIZE } }),
    initialPageParam: {},
    getNextPageParam: nextCursor,
  });

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Link
        to="/archive"
        className="mb-8 inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Archive
      </Link>
      <h1 className="mb-2 text-3xl font-bold tracking-tight sm:text-4xl">Timeline</h1>
      <p className="mb-8 text-muted-foreground">The events of the archive, from the first lifecast on.</p>
      <QueryState
        query={timeline}
        loadingLabel="Loading the timeline..."
        errorTitle="Failed to load the timeline."
        isEmpty={hasNoItems}
        empty={<EmptyState dashed>No dated events yet.</EmptyState>}
      >
        {(data) => {
          const events = pageItems(data);
          return (
            <>
              <ol className="relative ml-2 border-l pl-6" aria-label="Events by date" data-testid="archive-timeline">
                {events.map((event, index) => {
                  const year = event.eventDate?.slice(0, 4);
                  const newYear = year !== events[index - 1]?.eventDate?.slice(0, 4);
                  return (
                    <li key={event.id} className="relative pb-6">
                      {newYear && year ? (
                        <p className="mb-2 -ml-1 text-sm font-bold tracking-wide text-primary">{year}</p>
                      ) : null}
                      <span
                        aria-hidden="true"
                        className="absolute top-1.5 -left-[1.85rem] size-3 rounded-full bg-primary"
                      />
                      {event.eventDate ? (
                        <time dateTime={event.eventDate} className="text-xs text-muted-foreground">
                          {formatDay(event.eventDate)}
                        </time>
                      ) : null}
                      <h2 className="font-semibold">
                        <Link to={archiveEntryPath(event.type, event.slug)} className="hover:underline">
                          {event.name}
                        </Link>
                      </h2>
                      <p className="text-sm text-muted-foreground">{event.preview}</p>
                    </li>
                  );
                })}
              </ol>
              <LoadMore query={timeline} label="Load More Events" errorText="Failed to load more events." />
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
