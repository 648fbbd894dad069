import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { AdminTabsPage, type ToolTab } from './admin-tabs-page';
import { BulkActionsTab } from './bulk-actions-tab';
import { RoleManagementTab } from './role-management-tab';

function BadgeSystemTab() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Badges are not available yet</CardTitle>
        <CardDescription>Badges for contributors are planned; nothing is awarded or stored today.</CardDescription>
      </CardHeader>
    </Card>
  );
}

const TABS: ToolTab[] = [
  { value: 'bulk', label: 'Bulk Actions', content: <BulkActionsTab /> },
  { value: 'roles', label: 'Role Management', content: <RoleManagementTab /> },
  { value: 'badges', label: 'Badge System', content: <BadgeSystemTab /> },
];

/** /admin/user-tools (admins only, by its route). */
export function UserToolsPage() {
  return (
    <AdminTabsPage title="User Tools" intro="Act on many users at once and see who holds each role." tabs={TABS} />
  );
}
