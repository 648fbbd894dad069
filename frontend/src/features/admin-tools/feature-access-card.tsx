import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getFeatureAccessOptions,
  getFeatureAccessQueryKey,
  getSessionQueryKey,
  setFeatureAccessMutation,
} from '@/api/generated/@tanstack/react-query.gen';
import type { FeatureSwitchesDto } from '@/api/generated/types.gen';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { QueryState } from '@/components/ui/query-state';
import { SwitchField } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/api-error';

type Feature = keyof FeatureSwitchesDto;

const FEATURES: { key: Feature; name: string; covers: string }[] = [
  { key: 'browse', name: 'Browse Content', covers: 'the browse and search screen and the archive index and timeline' },
  { key: 'store', name: 'Flair Store', covers: 'the store, flairs, donations, payments and boosts' },
  {
    key: 'contribute',
    name: 'Content Creation',
    covers: 'writing and editing articles, contributions and CSV uploads',
  },
  { key: 'messages', name: 'Direct Messages', covers: 'the inbox, sending messages and live message updates' },
];

/**
 * Four switches, one per feature: on = Admin Only, off = every signed-in user. The server enforces each.
 * A switch changes what every member may do at once, so it asks first.
 */
export function FeatureAccessCard() {
  const queryClient = useQueryClient();
  const access = useQuery(getFeatureAccessOptions());
  const { confirm, dialog } = useConfirm();
  const ask = (key: Feature, name: string, covers: string, adminsOnly: boolean) =>
    confirm(
      adminsOnly
        ? {
            title: `Make ${name} admin only?`,
            description: `Every member and moderator loses ${covers} at once, until it is switched back.`,
            confirmLabel: 'Make Admin Only',
            onConfirm: () => change.mutate({ body: { features: { [key]: 'admins' } } }),
          }
        : {
            title: `Open ${name} to everyone?`,
            description: `Every signed-in user gets ${covers} at once.`,
            confirmLabel: 'Open to Everyone',
            confirmVariant: 'default',
            onConfirm: () => change.mutate({ body: { features: { [key]: 'everyone' } } }),
          },
    );
  const change = useMutation({
    ...setFeatureAccessMutation(),
    onSuccess: (saved, variables) => {
      queryClient.setQueryData(getFeatureAccessQueryKey(), saved);
      void queryClient.invalidateQueries({ queryKey: getSessionQueryKey() });
      const [key, mode] = Object.entries(variables.body.features ?? {})[0] ?? [];
      const name = FEATURES.find((feature) => feature.key === key)?.name ?? 'These features';
      toast({
        title: 'Settings updated',
        description:
          mode === 'admins' ? `${name} is now for admins only.` : `${name} is now open to every signed-in user.`,
        variant: 'success',
      });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Failed to update feature access.',
        variant: 'destructive',
      }),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Feature access</CardTitle>
        <CardDescription>
          Profile and Settings are always open to every signed-in user. Switch a feature on to make it Admin Only; the
          server then refuses it to everyone else.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={access}
          layout="compact"
          loadingLabel="Loading feature access..."
          errorTitle="Failed to load feature access."
        >
          {(data) => (
            <div className="grid gap-3 sm:grid-cols-2">
              {FEATURES.map(({ key, name, covers }) => {
                const adminsOnly = data.features[key] === 'admins';
                return (
                  <SwitchField
                    key={key}
                    label={name}
                    description={`${adminsOnly ? 'Admin Only' : 'Everyone'}: ${covers}`}
                    checked={adminsOnly}
                    disabled={change.isPending}
                    onCheckedChange={(checked) => ask(key, name, covers, checked)}
                  />
                );
              })}
            </div>
          )}
        </QueryState>
        {dialog}
      </CardContent>
    </Card>
  );
}
