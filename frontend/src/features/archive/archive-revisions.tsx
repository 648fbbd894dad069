import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { listArchiveEntryRevisionsOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { ArchiveRevisionDto, ArchiveType } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { formatDate } from '@/lib/format';
import { FIELD_LABELS, type DetailField } from './archive-model';

const COMMON_LABELS: Record<string, string> = {
  name: 'name',
  description: 'description',
  tags: 'tags',
  videos: 'videos',
  links: 'links',
  photos: 'photos',
};

/** What a version changed, in words ('Created', 'Changed name, venue'). */
export function revisionSummary(revision: ArchiveRevisionDto): string {
  if (revision.number === 1) return 'Created';
  if (revision.changedFields.length === 0) return 'No changes';
  const names = revision.changedFields.map(
    (field) => COMMON_LABELS[field] ?? FIELD_LABELS[field as DetailField]?.toLowerCase() ?? field,
  );
  return `Changed ${names.join(', ')}`;
}

/** The entry's version history (moderators and admins, like article history), opened on request. */
export function ArchiveRevisions({ type, slug }: { type: ArchiveType; slug: string }) {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="archive-history" className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <h2 id="archive-history" className="text-xl font-semibold">
          Revision history
        </h2>
        <Button variant="outline" size="sm" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
          {open ? 'Hide' : 'Show'}
        </Button>
      </div>
      {open ? <RevisionList type={type} slug={slug} /> : null}
    </section>
  );
}

function RevisionList({ type, slug }: { type: ArchiveType; slug: string }) {
  const revisions = useQuery(listArchiveEntryRevisionsOptions({ path: { type, slug } }));
  return (
    <QueryState
      query={revisions}
      layout="compact"
      loadingLabel="Loading the history..."
      errorTitle="Failed to load the history."
    >
      {(list) => (
        <ol className="flex flex-col divide-y rounded-xl border" data-testid="archive-revisions">
          {list.map((revision) => (
            <li key={revision.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-3 text-sm">
              <span className="font-medium">Revision {revision.number}</span>
              <span>{revisionSummary(revision)}</span>
              <span className="text-muted-foreground">
                {revision.editor ? `by ${revision.editor.displayName}` : 'by a removed account'} ·{' '}
                <time dateTime={revision.createdAt}>{formatDate(revision.createdAt)}</time>
              </span>
            </li>
          ))}
        </ol>
      )}
    </QueryState>
  );
}
