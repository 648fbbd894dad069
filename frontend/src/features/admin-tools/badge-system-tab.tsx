import { useQuery } from '@tanstack/react-query';
import { listBadgesOptions } from '@/api/generated/@tanstack/react-query.gen';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { formatNumber, pluralize } from '@/lib/format';
import { BadgeAwardPanel } from './badge-award-panel';

/** Badge System: every badge, how it is earned and how many hold it, and awarding or revoking one by hand. */
export function BadgeSystemTab() {
  const badges = useQuery(listBadgesOptions());
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card>
        <CardHeader>
          <CardTitle>Badges</CardTitle>
          <CardDescription>
            Rule badges are checked against members&apos; activity every few minutes; the others are awarded by an
            admin.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <QueryState
            query={badges}
            loadingLabel="Loading badges..."
            errorTitle="Could not load the badges"
            isEmpty={(list) => list.length === 0}
            empty={<EmptyState dashed>No badges.</EmptyState>}
          >
            {(list) => (
              <ul className="grid grid-cols-[minmax(0,1fr)] gap-2" aria-label="Badge catalogue">
                {list.map((badge) => (
                  <li key={badge.id} className="flex min-w-0 flex-wrap items-start gap-3 rounded-lg border px-3 py-2">
                    <span aria-hidden="true" className="text-2xl leading-none">
                      {badge.icon}
                    </span>
                    <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                      <span className="flex flex-wrap items-center gap-2 font-medium">
                        {badge.name}
                        <Badge variant={badge.automatic ? 'secondary' : 'outline'} className="whitespace-normal">
                          {badge.criteria}
                        </Badge>
                      </span>
                      <span className="text-sm text-muted-foreground">{badge.description}</span>
                    </div>
                    <span
                      className="text-sm whitespace-nowrap"
                      aria-label={`${badge.name}: ${pluralize(badge.holderCount, 'holder')}`}
                      data-testid={`badge-count-${badge.slug}`}
                    >
                      <span className="text-lg font-semibold tabular-nums">{formatNumber(badge.holderCount)}</span>{' '}
                      <span className="text-muted-foreground">{badge.holderCount === 1 ? 'holder' : 'holders'}</span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        </CardContent>
      </Card>
      <BadgeAwardPanel badges={badges.data ?? []} />
    </div>
  );
}
