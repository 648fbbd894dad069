import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  getSecuritySettingsOptions,
  getSecuritySettingsQueryKey,
  saveSecuritySettingsMutation,
} from '@/api/generated/@tanstack/react-query.gen';
import type { SecuritySettingsDto } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { SwitchField } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast';
import { fieldErrorMap, serverMessage } from '@/lib/api-error';

/** Security: the stored security settings, saved as one form. */
export function SecurityTab() {
  const settings = useQuery(getSecuritySettingsOptions());
  return (
    <QueryState
      query={settings}
      loadingLabel="Loading security settings..."
      errorTitle="Could not load the security settings"
    >
      {(data) => <SecurityForm key={JSON.stringify(data)} initial={data} />}
    </QueryState>
  );
}

function SecurityForm({ initial }: { initial: SecuritySettingsDto }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState(initial);
  const [timeout, setTimeoutText] = useState(String(initial.sessionTimeout));
  const save = useMutation({
    ...saveSecuritySettingsMutation(),
    onSuccess: (saved) => {
      queryClient.setQueryData(getSecuritySettingsQueryKey(), saved);
      toast({ title: 'Security settings saved', variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Failed to save the security settings.',
        variant: 'destructive',
      }),
  });
  const errors = save.error ? fieldErrorMap(save.error) : {};
  const set =
    <K extends keyof SecuritySettingsDto>(key: K) =>
    (value: SecuritySettingsDto[K]) =>
      setForm((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    // The server checks the range; a blank or non-number goes as -1 so it answers with its field reason.
    const minutes = Number(timeout);
    save.mutate({ body: { ...form, sessionTimeout: Number.isFinite(minutes) ? minutes : -1 } });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Security Settings</CardTitle>
        <CardDescription>Sign-in limits, sessions and moderation defaults for the whole site.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid max-w-xl gap-4" onSubmit={submit} noValidate>
          <FormField
            id="session-timeout"
            label="Session timeout (minutes)"
            hint="Minutes of inactivity after which a session must sign in again."
            error={errors.sessionTimeout}
          >
            {(aria) => (
              <Input
                {...aria}
                type="number"
                inputMode="numeric"
                min={1}
                value={timeout}
                onChange={(event) => setTimeoutText(event.target.value)}
              />
            )}
          </FormField>
          <SwitchField
            label="Login attempt limiting"
            description="Sign-in routes use the strict per-IP limit."
            checked={form.loginAttemptLimiting}
            onCheckedChange={set('loginAttemptLimiting')}
          />
          {/* The figures are the server's comment-hold rules (security-settings/comment-holds.ts). */}
          <SwitchField
            label="Require approval"
            description="Comments from members whose accounts are less than 24 hours old wait for a moderator's approval before others see them."
            checked={form.requireApproval}
            onCheckedChange={set('requireApproval')}
          />
          <SwitchField
            label="Auto-moderate"
            description="Members' comments that look like link spam (three or more links, or a link shortener) wait for a moderator's approval."
            checked={form.autoModerate}
            onCheckedChange={set('autoModerate')}
          />
          <SwitchField
            label="Require two-factor authentication"
            description="Every admin must set up an authenticator app and enter its code after each sign-in before using the admin tools."
            checked={form.require2FA}
            onCheckedChange={set('require2FA')}
          />
          <div>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
