import {
  MODERATION_REASON_LABELS,
  MODERATION_SUBJECT_LABELS,
  REPORT_ACTION_LABELS,
  type ReportAction,
} from '@irl/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { listReportedItemsInfiniteOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { ReportedItemDto } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { formatDate, pluralize } from '@/lib/format';
import { hasNoItems, nextCursor, pageItems } from '@/lib/pages';
import { ReportActionDialog } from './report-action-dialog';

const STATE_LABELS: Record<ReportedItemDto['preview']['state'], string | null> = {
  visible: null,
  held: 'Held until reviewed',
  hidden: 'Hidden',
  deleted: 'No longer exists',
};

/** Items with open reports, newest report first: what it is, why it was reported, and the actions. */
export function ReportsInbox() {
  const [acting, setActing] = useState<{ item: ReportedItemDto; action: ReportAction } | null>(null);
  const reports = useInfiniteQuery({
    ...listReportedItemsInfiniteOptions(),
    initialPageParam: {},
    getNextPageParam: nextCursor,
  });
  return (
    <section aria-labelledby="reports-heading">
      <h2 id="reports-heading" className="mb-1 font-serif text-2xl font-bold tracking-tight">
        Reported content
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">
        {reports.data
          ? `${pluralize(reports.data.pages[0]?.total ?? 0, 'item')} with open reports.`
          : 'Open reports, newest first.'}
      </p>
      <QueryState
        query={reports}
        loadingLabel="Loading reports..."
        errorTitle="Failed to load reports."
        isEmpty={hasNoItems}
        empty={<EmptyState dashed>No open reports. Nothing to review.</EmptyState>}
      >
        {(data) => (
          <ul className="flex flex-col gap-3" aria-label="Reported content">
            {pageItems(data).map((item) => (
              <ReportedItem
                key={`${item.subjectKind}:${item.subjectId}`}
                item={item}
                onAct={(action) => setActing({ item, action })}
              />
            ))}
          </ul>
        )}
      </QueryState>
      <LoadMore query={reports} label="Load More" errorText="Failed to load more reports." className="mt-4" />
      {acting ? <ReportActionDialog item={acting.item} action={acting.action} onClose={() => setActing(null)} /> : null}
    </section>
  );
}

function ReportedItem({ item, onAct }: { item: ReportedItemDto; onAct: (action: ReportAction) => void }) {
  const { preview } = item;
  const state = STATE_LABELS[preview.state];
  const title = preview.title ?? MODERATION_SUBJECT_LABELS[item.subjectKind];
  return (
    <li className="rounded-lg border bg-card p-4" data-testid="reported-item">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full border px-2 py-0.5 text-xs font-semibold">
          {MODERATION_SUBJECT_LABELS[item.subjectKind]}
        </span>
        {preview.link ? (
          <Link to={preview.link} className="font-medium break-words hover:underline">
            {title}
          </Link>
        ) : (
          <span className="font-medium">{title}</span>
        )}
        {state ? <span className="text-xs text-amber-700 dark:text-amber-300">· {state}</span> : null}
      </div>
      <p className="mt-1 text-xs text-muted-foreground">
        {item.author ? `By ${item.author.displayName} · ` : ''}
        {item.openReports} open report{item.openReports === 1 ? '' : 's'} · last{' '}
        <time dateTime={item.lastReportedAt}>{formatDate(item.lastReportedAt)}</time>
      </p>
      {preview.excerpt ? (
        <blockquote className="mt-2 border-l-2 pl-3 text-sm break-words whitespace-pre-wrap">
          {preview.excerpt}
        </blockquote>
      ) : null}
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Reasons">
        {item.reasons.map(({ reason, count }) => (
          <li key={reason} className="rounded-md bg-muted px-2 py-0.5 text-xs">
            {MODERATION_REASON_LABELS[reason]}: {count}
          </li>
        ))}
      </ul>
      {item.details.length > 0 ? (
        <ul className="mt-2 flex flex-col gap-1 text-sm" aria-label="What reporters said">
          {item.details.map((detail) => (
            <li key={`${detail.createdAt}-${detail.details}`} className="break-words text-muted-foreground">
              “{detail.details}”
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {item.actions.map((action) => (
          <Button
            key={action}
            size="sm"
            variant={action === 'deleted' ? 'destructive' : action === 'dismissed' ? 'outline' : 'default'}
            onClick={() => onAct(action)}
          >
            {REPORT_ACTION_LABELS[action]}
          </Button>
        ))}
      </div>
    </li>
  );
}
