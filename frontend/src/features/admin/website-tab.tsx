import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  getSiteSettingsOptions,
  getSystemSettingsOptions,
  getSystemSettingsQueryKey,
  saveSystemSettingsMutation,
} from '@/api/generated/@tanstack/react-query.gen';
import type { SystemSettingsDto } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { SwitchField } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { fieldErrorMap, serverMessage } from '@/lib/api-error';
import { parseSiteSettings, setSiteSettings } from '@/lib/site-settings';

/** The Website tab: the System settings every visitor's page is built with. */
export function WebsiteTab() {
  const settings = useQuery(getSystemSettingsOptions());
  return (
    // Keyed by the saved values: after a save (which may have cleaned the CSS) the form shows what is served.
    <QueryState query={settings} loadingLabel="Loading settings..." errorTitle="Failed to load the settings.">
      {(data) => <WebsiteForm key={JSON.stringify(data)} saved={data} />}
    </QueryState>
  );
}

function WebsiteForm({ saved }: { saved: SystemSettingsDto }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<SystemSettingsDto>(saved);
  const set = <K extends keyof SystemSettingsDto>(key: K, value: SystemSettingsDto[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const save = useMutation({
    ...saveSystemSettingsMutation(),
    onSuccess: (next) => {
      queryClient.setQueryData(getSystemSettingsQueryKey(), next);
      // This page applies them at once; other visitors get them with their next page load.
      void queryClient
        .fetchQuery({ ...getSiteSettingsOptions(), staleTime: 0 })
        .then((fresh) => setSiteSettings(parseSiteSettings(fresh)))
        .catch(() => undefined);
      toast({ title: 'Settings updated', description: 'The website settings have been saved.', variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Failed to save the settings.',
        variant: 'destructive',
      }),
  });
  const errors = fieldErrorMap(save.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ body: form });
  };

  return (
    <form onSubmit={submit} className="grid gap-6 lg:grid-cols-2" aria-label="Website settings">
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Site</CardTitle>
          <CardDescription>Shown in the browser tab, search results and link previews.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <FormField id="site-title" label="Site title" error={errors.siteTitle}>
            {(props) => (
              <Input
                {...props}
                maxLength={80}
                value={form.siteTitle}
                onChange={(e) => set('siteTitle', e.target.value)}
              />
            )}
          </FormField>
          <FormField id="site-description" label="Site description" error={errors.siteDescription}>
            {(props) => (
              <Textarea
                {...props}
                rows={3}
                maxLength={300}
                value={form.siteDescription}
                onChange={(e) => set('siteDescription', e.target.value)}
              />
            )}
          </FormField>
          <FormField
            id="contact-email"
            label="Contact address"
            hint="Shown to people who need to write to the admins. Leave empty to show none."
            error={errors.contactEmail}
          >
            {(props) => (
              <Input
                {...props}
                type="email"
                maxLength={254}
                value={form.contactEmail ?? ''}
                onChange={(e) => set('contactEmail', e.target.value)}
              />
            )}
          </FormField>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Theme</CardTitle>
          <CardDescription>What visitors see before they choose a theme themselves.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <SwitchField
            label="Dark mode by default"
            description="Visitors who have not chosen a theme get the dark theme (otherwise their system's)."
            checked={form.darkModeDefault}
            onCheckedChange={(value) => set('darkModeDefault', value)}
          />
          <SwitchField
            label="Allow theme switching"
            description="When off, the theme menu is hidden and everyone gets the default theme."
            checked={form.allowThemeSwitching}
            onCheckedChange={(value) => set('allowThemeSwitching', value)}
          />
        </CardContent>
      </Card>
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle className="text-base">Custom CSS</CardTitle>
          <CardDescription id="custom-css-note">
            Served to every visitor after it has been parsed and cleaned: @import rules, url() pointing to other sites,
            expression(), behavior, -moz-binding and javascript: are removed. Relative addresses such as
            url(/images/x.png) stay.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-2">
          <FormField id="custom-css" label="Stylesheet" error={errors.customCSS}>
            {(props) => (
              <Textarea
                {...props}
                rows={10}
                spellCheck={false}
                className="font-mono text-xs"
                value={form.customCSS}
                onChange={(e) => set('customCSS', e.target.value)}
              />
            )}
          </FormField>
        </CardContent>
      </Card>
      <div className="lg:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Settings'}
        </Button>
      </div>
    </form>
  );
}
