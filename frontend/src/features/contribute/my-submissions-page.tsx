import { useInfiniteQuery } from '@tanstack/react-query';
import { PenSquare } from 'lucide-react';
import { Link } from 'react-router-dom';
import { listMySubmissionsInfiniteOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { MySubmissionDto } from '@/api/generated/types.gen';
import { SubmissionStatusBadge } from '@/components/submissions/submission-status-badge';
import { Button } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { formatDate } from '@/lib/format';
import { hasNoItems, nextCursor, pageItems } from '@/lib/pages';
import { usePageMeta } from '@/lib/use-page-meta';
import { labelOf } from './type-cards';

/** /submissions: the signed-in user's submissions, newest first, with each status and the reviewer's reason. */
export function MySubmissionsPage() {
  usePageMeta({ title: 'My Submissions' });
  const submissions = useInfiniteQuery({
    ...listMySubmissionsInfiniteOptions(),
    initialPageParam: {},
    getNextPageParam: nextCursor,
  });
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-3xl font-bold tracking-tight">My Submissions</h1>
        <Button asChild>
          <Link to="/submissions/new">
            <PenSquare aria-hidden="true" /> Contribute
          </Link>
        </Button>
      </div>
      <QueryState
        query={submissions}
        loadingLabel="Loading submissions..."
        errorTitle="Failed to load your submissions."
        isEmpty={hasNoItems}
        empty={<EmptyState dashed>You haven&apos;t submitted anything yet.</EmptyState>}
      >
        {(data) => (
          <>
            <ul className="flex flex-col gap-3" aria-label="My submissions">
              {pageItems(data).map((submission) => (
                <MySubmissionRow key={submission.id} submission={submission} />
              ))}
            </ul>
            <LoadMore
              query={submissions}
              label="Load More"
              errorText="Failed to load more submissions."
              className="mt-6"
            />
          </>
        )}
      </QueryState>
    </div>
  );
}

function MySubmissionRow({ submission }: { submission: MySubmissionDto }) {
  return (
    <li data-testid="my-submission" className="rounded-lg border border-border bg-card p-4 shadow-xs">
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
          {labelOf(submission.type)}
        </span>
        <h2 className="font-semibold">{submission.name}</h2>
        <SubmissionStatusBadge status={submission.status} />
        <span className="ml-auto text-xs text-muted-foreground">
          Submitted <time dateTime={submission.submittedAt}>{formatDate(submission.submittedAt)}</time>
        </span>
      </div>
      <p className="mt-2 line-clamp-2 text-sm text-muted-foreground">{submission.description}</p>
      {submission.status === 'pending' ? <p className="mt-2 text-sm">Submitted for review.</p> : null}
      {submission.reviewReason ? (
        <p className="mt-2 text-sm" data-testid="review-reason">
          <span className="font-medium">Reviewer&apos;s reason:</span> {submission.reviewReason}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-4 text-sm">
        {submission.archiveEntry ? (
          <Link
            className="text-primary underline-offset-4 hover:underline"
            to={`/archive/${submission.archiveEntry.type}/${submission.archiveEntry.slug}`}
          >
            View in the archive
          </Link>
        ) : null}
        {submission.batchId ? (
          <Link
            className="text-primary underline-offset-4 hover:underline"
            to={`/submissions/batches/${submission.batchId}`}
          >
            From a CSV upload
          </Link>
        ) : null}
      </div>
    </li>
  );
}
