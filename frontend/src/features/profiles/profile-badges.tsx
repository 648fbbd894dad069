import { useQuery } from '@tanstack/react-query';
import { listUserBadgesOptions } from '@/api/generated/@tanstack/react-query.gen';
import { BadgeChip } from '@/components/badges/badge-chip';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { SkeletonLine, SkeletonRegion } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';

/** The box of one badge chip (border, padding, text size): the loading and empty lines take the same height. */
const CHIP_BOX = 'rounded-full border px-3 py-1 text-sm';

/** The profile's Badges section: what the member earned (or was awarded), earliest first. */
export function ProfileBadges({ userId }: { userId: string }) {
  const badges = useQuery(listUserBadgesOptions({ path: { id: userId } }));
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Badges</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryState
          query={badges}
          loading={
            <SkeletonRegion label="Loading badges...">
              <span className={cn(CHIP_BOX, 'inline-flex w-32')}>
                <SkeletonLine />
              </span>
            </SkeletonRegion>
          }
          errorTitle="Could not load the badges"
          isEmpty={(list) => list.length === 0}
          empty={<p className={cn(CHIP_BOX, 'border-transparent px-0 text-muted-foreground')}>No badges yet.</p>}
          className="py-4"
        >
          {(list) => (
            <ul aria-label="Badges" className="flex flex-wrap gap-2">
              {list.map((badge) => (
                <li key={badge.id}>
                  <BadgeChip
                    badge={{ ...badge, description: `${badge.description} Earned ${formatDate(badge.awardedAt)}.` }}
                  />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
