import { FileText, Star, Trophy } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { CurrentUserDto } from '@/api/generated/types.gen';
import { Avatar } from '@/components/ui/avatar';
import { Card, CardContent } from '@/components/ui/card';
import { RoleBadge } from '@/components/users/role-badge';
import { formatNumber } from '@/lib/format';
import { profilePath } from '@/lib/paths';
import { shownName } from '@/lib/display-name';

/** The signed-in user's name, role, membership year and counters. */
export function ProfileSummaryCard({ user }: { user: CurrentUserDto }) {
  const year = new Date(user.createdAt).getFullYear();
  const counters = [
    { label: 'Contributor score', value: user.contributorScore, Icon: Trophy },
    { label: 'Karma', value: user.karmaScore, Icon: Star },
    { label: 'Points', value: user.availablePoints, Icon: FileText },
  ];
  const nameNode = <span className="truncate text-xl font-bold tracking-tight">{shownName(user)}</span>;
  return (
    <Card data-testid="profile-summary">
      <CardContent className="flex flex-col gap-4 pt-5 sm:flex-row sm:items-center">
        <Avatar name={shownName(user)} imageUrl={user.profileImageUrl} size="lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="min-w-0">
              {user.isRoot ? (
                nameNode
              ) : (
                <Link to={profilePath(user.username)} className="rounded-sm hover:text-primary">
                  {nameNode}
                </Link>
              )}
            </h1>
            <RoleBadge role={user.role} />
          </div>
          {Number.isNaN(year) ? null : <p className="text-sm text-muted-foreground">Member since {year}</p>}
          <Link to="/points" className="w-fit rounded-sm text-sm text-primary underline-offset-2 hover:underline">
            Points history
          </Link>
        </div>
        <dl className="grid grid-cols-3 gap-3 text-center">
          {counters.map(({ label, value, Icon }) => (
            <div key={label} className="rounded-lg bg-muted px-3 py-2">
              <dt className="flex items-center justify-center gap-1 text-xs text-muted-foreground">
                <Icon aria-hidden="true" className="size-3.5" />
                {label}
              </dt>
              <dd className="text-lg font-semibold" data-testid={`counter-${label.toLowerCase().replace(/ /g, '-')}`}>
                {formatNumber(value)}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
