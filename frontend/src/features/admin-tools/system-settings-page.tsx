import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { AdminTabsPage, type ToolTab } from './admin-tabs-page';
import { FeatureAccessCard } from './feature-access-card';
import { DatabaseTab } from './database-tab';
import { SecurityTab } from './security-tab';
import { SystemHealthTab } from './system-health-tab';

// The legal documents tab brings the article editor: it loads only when opened.
const LegalDocumentsTab = lazy(() =>
  import('@/features/legal/legal-documents-tab').then((module) => ({ default: module.LegalDocumentsTab })),
);

function AppearanceTab() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Appearance</CardTitle>
        <CardDescription>
          The site title, description, default theme and stylesheet live with the website settings.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Link to="/admin/website" className="font-medium text-primary underline-offset-4 hover:underline">
          Open the website settings
        </Link>
      </CardContent>
    </Card>
  );
}

const TABS: ToolTab[] = [
  { value: 'appearance', label: 'Appearance', content: <AppearanceTab /> },
  { value: 'features', label: 'Feature Access', content: <FeatureAccessCard /> },
  { value: 'security', label: 'Security', content: <SecurityTab /> },
  { value: 'database', label: 'Database', content: <DatabaseTab /> },
  { value: 'health', label: 'System Health', content: <SystemHealthTab /> },
  {
    value: 'legal',
    label: 'Legal Documents',
    content: (
      <Suspense fallback={<Spinner label="Loading..." showLabel />}>
        <LegalDocumentsTab />
      </Suspense>
    ),
  },
];

/** /admin/system-settings (admins only, by its route). */
export function SystemSettingsPage() {
  return (
    <AdminTabsPage
      title="System Settings"
      intro="Who may use which feature, security settings, the database, the health of the servers and job queues, and the legal documents."
      tabs={TABS}
    />
  );
}
