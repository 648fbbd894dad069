import { useState } from 'react';
import type { ProfileDto } from '@/api/generated/types.gen';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import type { FollowDirection } from './follow-list';
import { FollowListsDialog } from './follow-lists-dialog';

type Stat = { label: string; value: number; list?: FollowDirection };

const tile = 'relative rounded-lg bg-muted px-3 py-3 text-center';
const testId = (label: string) => `stat-${label.toLowerCase().replace(/ /g, '-')}`;

/**
 * The profile's figures. For a signed-in viewer, Followers and Following are buttons that open the two
 * lists (the lists need a session, so a signed-out visitor sees the plain figures); the button's
 * pseudo-element covers the whole tile, so the tile is the target while the number stays the button.
 */
export function ProfileStats({ profile, signedIn }: { profile: ProfileDto; signedIn: boolean }) {
  const [list, setList] = useState<FollowDirection | null>(null);
  const stats: Stat[] = [
    { label: 'Contributor Score', value: profile.stats.contributorScore },
    { label: 'Karma', value: profile.stats.karma },
    { label: 'Articles', value: profile.stats.articleCount },
    { label: 'Total Views', value: profile.stats.totalViews },
    { label: 'Followers', value: profile.stats.followers, list: 'followers' },
    { label: 'Following', value: profile.stats.following, list: 'following' },
  ];

  return (
    <>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" aria-label="Stats">
        {stats.map((stat) => (
          <div key={stat.label} className={cn(tile, signedIn && stat.list && 'transition-colors hover:bg-accent')}>
            <dd className="text-2xl font-bold" data-testid={testId(stat.label)}>
              {signedIn && stat.list ? (
                <button
                  type="button"
                  className="rounded-md after:absolute after:inset-0 after:rounded-lg hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  aria-label={`${stat.label}: ${formatNumber(stat.value)}, show list`}
                  aria-haspopup="dialog"
                  onClick={() => setList(stat.list ?? null)}
                >
                  {formatNumber(stat.value)}
                </button>
              ) : (
                formatNumber(stat.value)
              )}
            </dd>
            <dt className="text-xs text-muted-foreground">{stat.label}</dt>
          </div>
        ))}
      </dl>
      {signedIn ? <FollowListsDialog profile={profile} list={list} onListChange={setList} /> : null}
    </>
  );
}
