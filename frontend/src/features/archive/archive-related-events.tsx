import { Link } from 'react-router-dom';
import type { ArchiveRelatedEventDto } from '@/api/generated/types.gen';
import { archiveEntryPath, formatDay } from './archive-model';

/** The events that name this entry, as a small timeline (by date, undated last). */
export function ArchiveRelatedEvents({ events }: { events: ArchiveRelatedEventDto[] }) {
  if (events.length === 0) return null;
  return (
    <section aria-labelledby="archive-related-events" className="flex flex-col gap-3">
      <h2 id="archive-related-events" className="text-xl font-semibold">
        Timeline
      </h2>
      <ol className="relative ml-2 border-l pl-5" data-testid="archive-related-events">
        {events.map((event) => (
          <li key={event.id} className="relative mb-4 last:mb-0">
            <span aria-hidden="true" className="absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full bg-primary" />
            <p className="text-xs text-muted-foreground">
              {event.eventDate ? <time dateTime={event.eventDate}>{formatDay(event.eventDate)}</time> : 'Date unknown'}
              {event.role === 'venue' ? ' · held here' : null}
            </p>
            <Link to={archiveEntryPath('event', event.slug)} className="font-medium hover:underline">
              {event.name}
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
