import { type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { usePageMeta } from '@/lib/use-page-meta';
import { FlairManagementTab } from './flair-management-tab';
import { SalesReportsTab } from './sales-reports-tab';
import { StoreItemsTab } from './store-items-tab';

type StoreTab = { value: string; label: string; content: ReactNode };

const TABS: StoreTab[] = [
  { value: 'items', label: 'Store Items', content: <StoreItemsTab /> },
  { value: 'flairs', label: 'Flair Management', content: <FlairManagementTab /> },
  { value: 'sales', label: 'Sales Reports', content: <SalesReportsTab /> },
];

/** /admin/store-management (admins only, by its route): the catalogue, the flairs and the sales. */
export function StoreManagementPage() {
  usePageMeta({ title: 'Store Management' });
  const [params, setParams] = useSearchParams();
  const current = TABS.some((tab) => tab.value === params.get('tab')) ? params.get('tab')! : 'items';
  return (
    <section className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-10 sm:px-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Store Management</h1>
        <p className="text-muted-foreground">Points packs and donate packages, flairs, and what they sold.</p>
      </header>
      <Tabs value={current} onValueChange={(value) => setParams({ tab: value }, { replace: true })}>
        <TabsList>
          {TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            {tab.content}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
