import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { AboutMeLink } from '@/components/support/about-me-link';
import { getArchiveEntryOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { ArchiveEntryDto } from '@/api/generated/types.gen';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PageErrorState } from '@/components/ui/query-state';
import { LoadingScreen } from '@/components/ui/spinner';
import { errorStatus } from '@/lib/api-error';
import { useSession } from '@/lib/session';
import { usePageMeta } from '@/lib/use-page-meta';
import { ArchiveEditDialog } from './archive-edit-dialog';
import { ReportButton } from '@/components/moderation/report-button';
import { ArchiveInfobox } from './archive-infobox';
import { ArchiveMediaLinks } from './archive-media-links';
import { formatDay, isArchiveType, TYPE_LABELS } from './archive-model';
import { ArchiveRelatedEvents } from './archive-related-events';
import { ArchiveRevisions } from './archive-revisions';

/** One archive entry (/archive/{type}/{slug}). */
export function ArchiveEntryPage() {
  const params = useParams();
  const type = isArchiveType(params.type) ? params.type : null;
  const slug = params.slug ?? '';
  const entry = useQuery({
    ...getArchiveEntryOptions({ path: { type: type ?? 'person', slug } }),
    enabled: type !== null,
  });
  const notFound = type === null || [400, 404].includes(errorStatus(entry.error) ?? 0);

  usePageMeta({
    title: notFound ? 'Entry Not Found' : entry.data?.name,
    description: entry.data?.description.slice(0, 160),
  });

  if (notFound) return <EntryNotFound />;
  if (entry.isPending) return <LoadingScreen />;
  if (entry.isError) return <PageErrorState title="Failed to load the entry." query={entry} />;
  return <EntryView entry={entry.data} />;
}

function EntryView({ entry }: { entry: ArchiveEntryDto }) {
  const { user } = useSession();
  const canSeeHistory = user?.role === 'admin' || user?.role === 'moderator';
  return (
    <article className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      {/* The archive's index is for members: a signed-out reader is offered the sign-in instead. */}
      <Link
        to={user ? `/archive?type=${entry.type}` : '/?signin=1'}
        className="mb-8 inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {user ? `${TYPE_LABELS[entry.type].many} in the archive` : 'Sign in to browse the archive'}
      </Link>
      <header className="mb-8 flex flex-col gap-3 border-b pb-6">
        <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          <Badge variant="secondary">{TYPE_LABELS[entry.type].one}</Badge>
          {entry.eventDate ? <time dateTime={entry.eventDate}>{formatDay(entry.eventDate)}</time> : null}
        </div>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <h1 className="font-serif text-3xl leading-tight font-bold tracking-tight sm:text-4xl">{entry.name}</h1>
          <div className="flex flex-wrap gap-2">
            {user?.role === 'admin' ? <ArchiveEditDialog entry={entry} /> : null}
            <ReportButton subjectKind="archive_entry" subjectId={entry.id} authorId={entry.createdBy?.id ?? null} />
          </div>
        </div>
        {entry.aliases.length > 0 ? (
          <p className="text-muted-foreground">Also known as {entry.aliases.join(', ')}</p>
        ) : null}
      </header>
      <div className="grid gap-8 md:grid-cols-[1fr_18rem]">
        <div className="flex min-w-0 flex-col gap-8">
          <p className="text-lg leading-relaxed whitespace-pre-line">{entry.description}</p>
          {entry.tags.length > 0 ? (
            <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
              {entry.tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="outline">#{tag}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
          <ArchiveRelatedEvents events={entry.relatedEvents} />
          <ArchiveMediaLinks entry={entry} />
          {entry.createdBy ? (
            <p className="text-sm text-muted-foreground">Contributed by {entry.createdBy.displayName}</p>
          ) : null}
          <AboutMeLink subject="entry" id={entry.id} />
          {canSeeHistory ? <ArchiveRevisions type={entry.type} slug={entry.slug} /> : null}
        </div>
        <ArchiveInfobox entry={entry} />
      </div>
    </article>
  );
}

function EntryNotFound() {
  const { user } = useSession();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">Entry Not Found</h1>
      <p className="text-muted-foreground">This archive entry doesn&apos;t exist or has moved.</p>
      <Button asChild className="mt-2">
        {user ? (
          <Link to="/archive">Back to the Archive</Link>
        ) : (
          <Link to="/?signin=1">Sign in to browse the archive</Link>
        )}
      </Button>
    </section>
  );
}
