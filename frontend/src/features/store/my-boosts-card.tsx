import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { listMyBoostsInfiniteOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { BoostStatus } from '@/api/generated/types.gen';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadMore } from '@/components/ui/load-more';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { formatNumber } from '@/lib/format';
import { hasNoItems, nextCursor, pageItems } from '@/lib/pages';
import { formatBoostTime } from './boost-time';

const STATUS_LABEL: Record<BoostStatus, string> = {
  active: 'Featured now',
  scheduled: 'Scheduled',
  ended: 'Ended',
  // A refund or dispute took back the points it was bought with.
  revoked: 'Revoked',
};

/** A revoked boost whose article is gone was cancelled by the deletion (its unused points came back). */
const statusLabel = (boost: { status: BoostStatus; articleId: number | null }) =>
  boost.status === 'revoked' && boost.articleId === null ? 'Cancelled: article deleted' : STATUS_LABEL[boost.status];

/** The signed-in user's boosts, newest purchase first, with a link to the points history. */
export function MyBoostsCard() {
  const boosts = useInfiniteQuery({
    ...listMyBoostsInfiniteOptions({ query: { limit: 10 } }),
    initialPageParam: {},
    getNextPageParam: nextCursor,
  });
  return (
    <Card className="lg:col-span-2">
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle as="h2">Your boosts</CardTitle>
        <Link to="/points" className="text-sm text-primary underline-offset-2 hover:underline">
          Points history
        </Link>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <QueryState
          query={boosts}
          layout="compact"
          loadingLabel="Loading your boosts..."
          errorTitle="Failed to load your boosts."
          isEmpty={hasNoItems}
          empty={<EmptyState>You haven&apos;t boosted an article yet.</EmptyState>}
        >
          {(data) => (
            <ul className="flex flex-col divide-y rounded-md border" data-testid="my-boosts">
              {pageItems(data).map((boost) => (
                <li key={boost.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                  <div className="flex min-w-0 flex-col">
                    <span className="truncate font-medium">{boost.articleTitle}</span>
                    <span className="text-xs text-muted-foreground">
                      {formatBoostTime(boost.startsAt)} – {formatBoostTime(boost.endsAt)} · {formatNumber(boost.price)}{' '}
                      points
                    </span>
                  </div>
                  <Badge variant={boost.status === 'active' ? 'default' : 'muted'}>{statusLabel(boost)}</Badge>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
        <LoadMore query={boosts} label="Load More" loadingLabel="Loading more boosts..." align="start" />
      </CardContent>
    </Card>
  );
}
