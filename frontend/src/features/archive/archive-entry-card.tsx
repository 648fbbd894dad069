import { Link } from 'react-router-dom';
import type { ArchiveEntrySummaryDto } from '@/api/generated/types.gen';
import { Badge } from '@/components/ui/badge';
import { archiveEntryPath, formatDay, TYPE_LABELS } from './archive-model';

/** One entry in the index: type, name (the link), date for events, other names and the description's start. */
export function ArchiveEntryCard({ entry }: { entry: ArchiveEntrySummaryDto }) {
  return (
    <li className="flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm" data-testid="archive-entry-card">
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <Badge variant="secondary">{TYPE_LABELS[entry.type].one}</Badge>
        {entry.eventDate ? <time dateTime={entry.eventDate}>{formatDay(entry.eventDate)}</time> : null}
      </div>
      <h2 className="text-lg font-semibold leading-snug">
        <Link to={archiveEntryPath(entry.type, entry.slug)} className="inline-block rounded-sm hover:underline">
          {entry.name}
        </Link>
      </h2>
      {entry.aliases.length > 0 ? (
        <p className="text-xs text-muted-foreground">Also: {entry.aliases.join(', ')}</p>
      ) : null}
      <p className="text-sm text-muted-foreground">{entry.preview}</p>
    </li>
  );
}
