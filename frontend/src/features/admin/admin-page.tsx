import { useLocation, useNavigate } from 'react-router-dom';
import { LoadingScreen } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSession } from '@/lib/session';
import { usePageMeta } from '@/lib/use-page-meta';
import { ADMIN_TABS, adminTabFromPath, canOpenAdminDashboard } from './admin-tabs';
import { AnalyticsTab } from './analytics-tab';
import { ContentTab } from './content-tab';
import { SupportTab } from './support/support-tab';
import { UsersTab } from './users-tab';
import { WebsiteTab } from './website-tab';

export function AdminAccessDenied() {
  usePageMeta({ title: 'Access Denied' });
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">Access Denied</h1>
      <p className="text-muted-foreground">You don&apos;t have permission to access this page.</p>
    </section>
  );
}

/** /admin, /admin/users, /admin/content, /admin/website, /admin/support, /admin/analytics: one page, the tab from the path. */
export function AdminPage() {
  const { user, isPending } = useSession();
  if (isPending) return <LoadingScreen />;
  if (!canOpenAdminDashboard(user)) return <AdminAccessDenied />;
  return <AdminDashboard />;
}

function AdminDashboard() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tab = adminTabFromPath(pathname) ?? 'users';
  const label = ADMIN_TABS.find((entry) => entry.value === tab)?.label;
  usePageMeta({ title: `${label} | Admin Dashboard` });

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-serif text-3xl font-bold tracking-tight">Admin Dashboard</h1>
          <p className="mt-1 text-muted-foreground">
            Users, content, the website&apos;s look, support requests and how the site is used.
          </p>
        </div>
      </header>
      <Tabs
        value={tab}
        onValueChange={(value) => {
          const next = ADMIN_TABS.find((entry) => entry.value === value);
          if (next) void navigate(next.path);
        }}
      >
        <TabsList aria-label="Admin sections">
          {ADMIN_TABS.map((entry) => (
            <TabsTrigger key={entry.value} value={entry.value}>
              {entry.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="users">
          <UsersTab />
        </TabsContent>
        <TabsContent value="content">
          <ContentTab />
        </TabsContent>
        <TabsContent value="website">
          <WebsiteTab />
        </TabsContent>
        <TabsContent value="support">
          <SupportTab />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
