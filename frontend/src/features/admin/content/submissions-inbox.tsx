import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { listAdminSubmissionsInfiniteOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { AdminSubmissionSummaryDto, SubmissionStatus, SubmissionType } from '@/api/generated/types.gen';
import { Badge } from '@/components/ui/badge';
import { SubmissionStatusBadge } from '@/components/submissions/submission-status-badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Input, Label, Select } from '@/components/ui/input';
import { LoadMore } from '@/components/ui/load-more';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { formatDate, truncateWithEllipsis } from '@/lib/format';
import { hasNoItems, nextCursor, pageItems } from '@/lib/pages';
import { SUBMISSION_TYPES } from '@irl/shared';
import { BatchActions } from './batch-actions';
import { ReviewDialog } from './review-dialog';

const STATUSES: SubmissionStatus[] = ['pending', 'approved', 'rejected'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The Content tab's review inbox of submissions, filtered by status, type and CSV batch (kept in the URL). */
export function SubmissionsInbox() {
  const [params, setParams] = useSearchParams();
  const [reviewing, setReviewing] = useState<string | null>(null);
  const status = (STATUSES as string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as SubmissionStatus)
    : undefined;
  const type = (SUBMISSION_TYPES as string[]).includes(params.get('type') ?? '')
    ? (params.get('type') as SubmissionType)
    : undefined;
  const batchText = params.get('batch') ?? '';
  const batchId = UUID.test(batchText.trim()) ? batchText.trim() : undefined;
  const setFilter = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const submissions = useInfiniteQuery({
    ...listAdminSubmissionsInfiniteOptions({ query: { status, type, batchId } }),
    initialPageParam: {},
    getNextPageParam: nextCursor,
  });

  return (
    <section aria-labelledby="submissions-heading">
      <h2 id="submissions-heading" className="mb-2 font-serif text-2xl font-bold tracking-tight">
        Content Moderation
      </h2>
      <p className="mb-6 text-muted-foreground">Submissions waiting for review, and every decision made.</p>
      <div className="mb-6 grid gap-4 sm:grid-cols-3" role="search" aria-label="Filter submissions">
        <FilterSelect
          id="filter-status"
          label="Status"
          allLabel="All statuses"
          options={STATUSES}
          value={status ?? ''}
          onChange={(value) => setFilter('status', value)}
        />
        <FilterSelect
          id="filter-type"
          label="Type"
          allLabel="All types"
          options={SUBMISSION_TYPES}
          value={type ?? ''}
          onChange={(value) => setFilter('type', value)}
        />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="filter-batch">CSV batch</Label>
          <Input
            id="filter-batch"
            placeholder="Batch id"
            value={batchText}
            aria-invalid={batchText && !batchId ? true : undefined}
            onChange={(event) => setFilter('batch', event.target.value)}
          />
        </div>
      </div>
      {batchId ? <BatchActions batchId={batchId} /> : null}
      <div className="mt-4">
        <QueryState
          query={submissions}
          loadingLabel="Loading submissions..."
          errorTitle="Failed to load submissions."
          isEmpty={hasNoItems}
          empty={<EmptyState dashed>No submissions match these filters.</EmptyState>}
        >
          {(data) => (
            <>
              <p className="mb-2 text-sm text-muted-foreground">{data.pages[0]?.total ?? 0} submissions</p>
              <DataTable
                columns={submissionColumns({ onBatch: (batchId) => setFilter('batch', batchId), onOpen: setReviewing })}
                rows={pageItems(data)}
                rowKey={(row) => row.id}
                rowTestId={() => 'admin-submission-row'}
              />
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
      <ReviewDialog id={reviewing} onClose={() => setReviewing(null)} />
    </section>
  );
}

function submissionColumns({
  onBatch,
  onOpen,
}: {
  onBatch: (batchId: string) => void;
  onOpen: (id: string) => void;
}): DataTableColumn<AdminSubmissionSummaryDto>[] {
  return [
    { header: 'Type', cellClassName: 'capitalize', cell: (row) => row.type },
    { header: 'Status', cell: (row) => <SubmissionStatusBadge status={row.status} /> },
    {
      header: 'Name',
      cell: (row) => (
        <>
          <span className="font-medium">{row.name}</span>
          {row.possibleDuplicateCount > 0 ? (
            <Badge
              variant="outline"
              className="ml-2 border-amber-500 text-amber-700 dark:text-amber-300"
              title={`${row.possibleDuplicateCount} similar ${row.possibleDuplicateCount === 1 ? 'entry or submission' : 'entries or submissions'}`}
              data-testid="possible-duplicate-badge"
            >
              possible duplicate
            </Badge>
          ) : null}
          {row.batchId ? (
            <button
              type="button"
              className="block text-xs text-primary underline-offset-4 hover:underline"
              onClick={() => onBatch(row.batchId ?? '')}
            >
              CSV row {row.batchRow}: show this batch
            </button>
          ) : null}
        </>
      ),
    },
    {
      header: 'Description',
      cellClassName: 'text-muted-foreground',
      cell: (row) => truncateWithEllipsis(row.description, 80),
    },
    {
      header: 'Submitted',
      cellClassName: 'whitespace-nowrap',
      cell: (row) => <time dateTime={row.submittedAt}>{formatDate(row.submittedAt)}</time>,
    },
    { header: 'Submitted by', cell: (row) => row.submittedBy.displayName },
    {
      header: <span className="sr-only">Actions</span>,
      cellClassName: 'text-right',
      cell: (row) => (
        <Button
          size="sm"
          variant={row.status === 'pending' ? 'default' : 'outline'}
          aria-label={`${row.status === 'pending' ? 'Review' : 'View'} ${row.name}`}
          onClick={() => onOpen(row.id)}
        >
          {row.status === 'pending' ? 'Review' : 'View'}
        </Button>
      ),
    },
  ];
}

/** A filter of the list: every value of `options` (capitalised), or `allLabel` for no filter (''). */
function FilterSelect({
  id,
  label,
  allLabel,
  options,
  value,
  onChange,
}: {
  id: string;
  label: string;
  allLabel: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option[0].toUpperCase() + option.slice(1)}
          </option>
        ))}
      </Select>
    </div>
  );
}
