import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { usePageMeta } from '@/lib/use-page-meta';

export type ToolTab = { value: string; label: string; content: ReactNode };

/** The frame both admin tool pages share: a heading and tabs kept in ?tab= so a tab can be linked. */
export function AdminTabsPage({ title, intro, tabs }: { title: string; intro: string; tabs: ToolTab[] }) {
  usePageMeta({ title });
  const [params, setParams] = useSearchParams();
  const current = tabs.some((tab) => tab.value === params.get('tab')) ? params.get('tab')! : tabs[0].value;
  return (
    <section className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-10 sm:px-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">{intro}</p>
      </header>
      <Tabs value={current} onValueChange={(value) => setParams({ tab: value }, { replace: true })}>
        <TabsList>
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            {tab.content}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
