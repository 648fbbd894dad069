import { AdminTabsPage, type ToolTab } from './admin-tabs-page';
import { BadgeSystemTab } from './badge-system-tab';
import { BulkActionsTab } from './bulk-actions-tab';
import { RoleManagementTab } from './role-management-tab';

const TABS: ToolTab[] = [
  { value: 'bulk', label: 'Bulk Actions', content: <BulkActionsTab /> },
  { value: 'roles', label: 'Role Management', content: <RoleManagementTab /> },
  { value: 'badges', label: 'Badge System', content: <BadgeSystemTab /> },
];

/** /admin/user-tools (admins only, by its route). */
export function UserToolsPage() {
  return (
    <AdminTabsPage
      title="User Tools"
      intro="Act on many users at once, see who holds each role, and award badges."
      tabs={TABS}
    />
  );
}
