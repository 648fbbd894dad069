import { useSearchParams } from 'react-router-dom';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { usePageMeta } from '@/lib/use-page-meta';
import { AnnouncementsTab } from './announcements-tab';
import { EmailTemplatesTab } from './email-templates-tab';
import { MassMessagingTab } from './mass-messaging-tab';

const TABS = ['announcements', 'email-templates', 'mass-messaging'] as const;
type Tab = (typeof TABS)[number];

/** /admin/communications: announcements, e-mail templates and mass messages (admins only). */
export function CommunicationsPage() {
  usePageMeta({ title: 'Communications' });
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as Tab | null;
  const tab: Tab = requested && TABS.includes(requested) ? requested : 'announcements';
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Communications</h1>
        <p className="mt-1 text-muted-foreground">Announcements, e-mail templates and messages to groups of users.</p>
      </div>
      <Tabs value={tab} onValueChange={(value) => setParams({ tab: value }, { replace: true })}>
        <TabsList>
          <TabsTrigger value="announcements">Announcements</TabsTrigger>
          <TabsTrigger value="email-templates">Email Templates</TabsTrigger>
          <TabsTrigger value="mass-messaging">Mass Messaging</TabsTrigger>
        </TabsList>
        <TabsContent value="announcements" className="mt-6">
          <AnnouncementsTab />
        </TabsContent>
        <TabsContent value="email-templates" className="mt-6">
          <EmailTemplatesTab />
        </TabsContent>
        <TabsContent value="mass-messaging" className="mt-6">
          <MassMessagingTab />
        </TabsContent>
      </Tabs>
    </section>
  );
}
