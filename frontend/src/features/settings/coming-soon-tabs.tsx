import { usePageMeta } from '@/lib/use-page-meta';
import { ComingSoonTab } from './settings-layout';

export function SecurityTab() {
  usePageMeta({ title: 'Security Settings' });
  return <ComingSoonTab title="Security" />;
}

export function NotificationsTab() {
  usePageMeta({ title: 'Notification Settings' });
  return <ComingSoonTab title="Notifications" />;
}

export function FlairsTab() {
  usePageMeta({ title: 'Flairs' });
  return <ComingSoonTab title="Flairs" />;
}
