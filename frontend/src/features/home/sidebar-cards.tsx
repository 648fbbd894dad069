import { useQuery } from '@tanstack/react-query';
import { FileText, Shield, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { listRecentActivityOptions } from '@/api/generated/@tanstack/react-query.gen';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { ActivityItem } from '@/components/users/activity-item';

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
        <Button asChild variant="outline" className="justify-start">
          <Link to="/admin">
            <Users aria-hidden="true" />
            User Management
          </Link>
        </Button>
        <Button asChild variant="outline" className="justify-start">
          <Link to="/admin/content">
            <FileText aria-hidden="true" />
            Content Moderation
          </Link>
        </Button>
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
          {(events) => (
            <ul className="flex flex-col gap-4">
              {events.map((event) => (
                <li key={event.id}>
                  <ActivityItem event={event} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
