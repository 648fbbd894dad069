import { useQuery } from '@tanstack/react-query';
import { FileText, Shield, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { listRecentActivityOptions } from '@/api/generated/@tanstack/react-query.gen';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { ActivityList } from '@/components/users/activity-list';

const ADMIN_LINKS = [
  { to: '/admin', label: 'User Management', Icon: Users },
  { to: '/admin/content', label: 'Content Moderation', Icon: FileText },
];

export function AdminToolsCard() {
  return (
    <Card data-testid="admin-tools">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Shield aria-hidden="true" className="size-5 text-primary" />
          Admin Tools
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        {ADMIN_LINKS.map(({ to, label, Icon }) => (
          <Button key={to} asChild variant="outline" className="justify-start">
            <Link to={to}>
              <Icon aria-hidden="true" />
              {label}
            </Link>
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}

export function RecentActivityCard() {
  const activity = useQuery(listRecentActivityOptions());
  return (
    <Card data-testid="recent-activity">
      <CardHeader>
        <CardTitle as="h2">Recent Activity</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryState
          query={activity}
          layout="compact"
          loadingLabel="Loading activity..."
          errorTitle="Failed to load activity."
          isEmpty={(events) => events.length === 0}
          empty={<EmptyState>No recent activity</EmptyState>}
        >
          {(events) => <ActivityList events={events} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}
