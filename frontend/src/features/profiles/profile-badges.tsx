import { useQuery } from '@tanstack/react-query';
import { listUserBadgesOptions } from '@/api/generated/@tanstack/react-query.gen';
import { BadgeChip } from '@/components/badges/badge-chip';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { formatDate } from '@/lib/format';

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
          loadingLabel="Loading badges..."
          errorTitle="Could not load the badges"
          isEmpty={(list) => list.length === 0}
          empty={<p className="text-sm text-muted-foreground">No badges yet.</p>}
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
