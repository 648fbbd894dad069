import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getNotificationPreferencesOptions,
  getNotificationPreferencesQueryKey,
  updateNotificationPreferencesMutation,
} from '@/api/generated/@tanstack/react-query.gen';
import type { NotificationFrequency, NotificationPreferencesDto } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { SwitchField } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { usePageMeta } from '@/lib/use-page-meta';
import { ThemeChoice } from './theme-choice';

const FREQUENCIES: NotificationFrequency[] = ['instant', 'hourly', 'daily', 'weekly', 'never'];
const CHOICES: { key: Exclude<keyof NotificationPreferencesDto, 'frequency'>; label: string; description: string }[] = [
  { key: 'accountChanges', label: 'Account changes', description: 'Sign-ins, connections and role changes.' },
  { key: 'messages', label: 'Messages', description: 'Direct messages and messages from the site team.' },
  { key: 'articles', label: 'Articles', description: 'News about articles you wrote or follow.' },
  { key: 'digest', label: 'Digest', description: 'A summary of what happened on the site.' },
  { key: 'marketing', label: 'Marketing', description: 'Offers and news about the site.' },
];

/** /settings/notifications: which e-mails the site may send the user, and the theme. */
export function NotificationsTab() {
  usePageMeta({ title: 'Notification Settings' });
  const preferences = useQuery(getNotificationPreferencesOptions());
  return (
    <div className="flex flex-col gap-6">
      <QueryState
        query={preferences}
        loadingLabel="Loading notification settings..."
        errorTitle="Failed to load notification settings."
      >
        {(data) => <NotificationsForm initial={data} />}
      </QueryState>
      <ThemeChoice />
    </div>
  );
}

function NotificationsForm({ initial }: { initial: NotificationPreferencesDto }) {
  const queryClient = useQueryClient();
  const [choices, setChoices] = useState(initial);
  const save = useMutation({
    ...updateNotificationPreferencesMutation(),
    onSuccess: (saved) => {
      queryClient.setQueryData(getNotificationPreferencesQueryKey(), saved);
      toast({ title: 'Settings updated', description: 'Your notification settings have been saved.' });
    },
    onError: (error) => toast({ title: 'Could not save', description: errorMessage(error), variant: 'destructive' }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>Choose which e-mails we may send you.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {CHOICES.map(({ key, label, description }) => (
          <SwitchField
            key={key}
            label={label}
            description={description}
            checked={choices[key]}
            onCheckedChange={(checked) => setChoices((current) => ({ ...current, [key]: checked }))}
          />
        ))}
        <FormField id="notification-frequency" label="Frequency">
          {(aria) => (
            <Select
              {...aria}
              value={choices.frequency}
              onChange={(e) =>
                setChoices((current) => ({ ...current, frequency: e.target.value as NotificationFrequency }))
              }
            >
              {FREQUENCIES.map((frequency) => (
                <option key={frequency} value={frequency}>
                  {frequency[0].toUpperCase() + frequency.slice(1)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        {/* Not disabled while saving (that would drop keyboard focus to the page): a second press waits. */}
        <Button
          className="self-start"
          aria-busy={save.isPending || undefined}
          onClick={() => (save.isPending ? undefined : save.mutate({ body: choices }))}
        >
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </CardContent>
    </Card>
  );
}
