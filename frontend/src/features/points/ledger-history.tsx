import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { listMyPointsLedgerInfiniteOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { PointsLedgerEntryDto } from '@/api/generated/types.gen';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadMore } from '@/components/ui/load-more';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { cn } from '@/lib/cn';
import { formatDate, formatNumber, pluralize } from '@/lib/format';
import { hasNoItems, nextCursor, pageItems } from '@/lib/pages';
import { articlePath } from '@/lib/paths';
import { BalanceTrend } from './balance-trend';
import { describeReason, referenceArticleId } from './ledger-reasons';

/** Ledger entries per page. */
export const LEDGER_PAGE_SIZE = 20;

/** The signed-in user's points history, newest first, a page at a time. */
export function LedgerHistory() {
  const ledger = useInfiniteQuery({
    ...listMyPointsLedgerInfiniteOptions({ query: { limit: LEDGER_PAGE_SIZE } }),
    initialPageParam: {},
    getNextPageParam: nextCursor,
  });
  const total = ledger.data?.pages[0]?.total;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">History</CardTitle>
        <CardDescription>
          {total === undefined
            ? 'Every change of your balance, newest first.'
            : `${pluralize(total, 'change')}, newest first.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <QueryState
          query={ledger}
          loadingLabel="Loading your points history..."
          errorTitle="Failed to load your points history."
          isEmpty={hasNoItems}
          empty={
            <EmptyState dashed testId="ledger-empty">
              No points yet. Write or edit an article to earn your first.
            </EmptyState>
          }
        >
          {(data) => (
            <>
              <BalanceTrend entries={pageItems(data)} />
              <ol className="flex flex-col divide-y rounded-md border" data-testid="ledger">
                {pageItems(data).map((entry) => (
                  <LedgerRow key={entry.id} entry={entry} />
                ))}
              </ol>
            </>
          )}
        </QueryState>
        <LoadMore
          query={ledger}
          label="Load More"
          loadingLabel="Loading more history..."
          errorText="Failed to load more history."
        />
      </CardContent>
    </Card>
  );
}

function LedgerRow({ entry }: { entry: PointsLedgerEntryDto }) {
  const articleId = referenceArticleId(entry.reference);
  const earned = entry.delta > 0;
  return (
    <li className="flex items-center justify-between gap-4 px-4 py-3" data-testid="ledger-entry">
      <div className="flex min-w-0 flex-col">
        <span className="font-medium" data-testid="ledger-reason">
          {describeReason(entry.reason, entry.delta)}
        </span>
        <span className="text-xs text-muted-foreground">
          <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time>
          {articleId ? (
            <>
              {' · '}
              <Link to={articlePath(articleId)} className="underline-offset-2 hover:underline">
                View article
              </Link>
            </>
          ) : null}
        </span>
      </div>
      <div className="flex shrink-0 flex-col items-end">
        <span
          className={cn(
            'font-semibold tabular-nums',
            earned ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-600 dark:text-red-400',
          )}
          data-testid="ledger-delta"
        >
          {earned ? '+' : '−'}
          {formatNumber(Math.abs(entry.delta))}
        </span>
        <span className="text-xs text-muted-foreground tabular-nums">Balance {formatNumber(entry.balanceAfter)}</span>
      </div>
    </li>
  );
}
