import { useQuery } from '@tanstack/react-query';
import { getRecentUserActivityOptions } from '@/api/generated/@tanstack/react-query.gen';
import { formatRelativeTime } from '@/components/users/relative-time';
import { Avatar } from '@/components/ui/avatar';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { UserNameLink } from '@/components/users/user-name-link';
import { shownName } from '@/lib/display-name';

const ACTION: Record<string, string> = {
  article: 'wrote an article',
  comment: 'commented',
  like: 'liked an article',
  message: 'sent a message',
  submission: 'submitted a contribution',
  view: 'read an article',
};

/** The 5 users who did something most recently, and what. */
export function RecentActivityCard() {
  const recent = useQuery(getRecentUserActivityOptions());
  return (
    <Card className="h-fit">
      <CardHeader>
        <CardTitle className="text-base">Recent User Activity</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryState
          query={recent}
          layout="compact"
          loadingLabel="Loading activity..."
          errorTitle="Failed to load activity."
          isEmpty={(data) => data.length === 0}
          empty={<EmptyState>No activity yet.</EmptyState>}
        >
          {(data) => (
            <ul className="flex flex-col gap-3">
              {data.map((entry) => (
                <li key={entry.user.id} className="flex items-center gap-2 text-sm">
                  <Avatar name={shownName(entry.user)} imageUrl={entry.user.profileImageUrl} size="sm" />
                  <div className="min-w-0">
                    <UserNameLink user={entry.user} className="font-medium hover:underline" />
                    <p className="text-xs text-muted-foreground">
                      {ACTION[entry.kind] ?? entry.kind} ·{' '}
                      <time dateTime={entry.at}>{formatRelativeTime(entry.at)}</time>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
