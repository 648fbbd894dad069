import { type ReactNode, useId } from 'react';
import type { DisplayNamePreference } from '@/api/generated/types.gen';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { SwitchField } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { BIO_MAX, NAME_MAX, type TextField } from './profile-form-state';
import type { ProfileSettingsForm } from './use-profile-settings-form';

type SectionProps = { form: ProfileSettingsForm };

/** One titled card of the profile settings form. */
function SettingsCard({ title, className, children }: { title: string; className: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{title}</CardTitle>
      </CardHeader>
      <CardContent className={className}>{children}</CardContent>
    </Card>
  );
}

function TextInput({
  form,
  field,
  label,
  maxLength,
  placeholder,
  hint,
}: SectionProps & { field: TextField; label: string; maxLength?: number; placeholder?: string; hint?: string }) {
  const id = useId();
  return (
    <FormField id={`${id}-${field}`} label={label} error={form.errors[field]} hint={hint}>
      {(aria) => (
        <Input
          {...aria}
          name={field}
          value={form.state[field]}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(event) => form.set(field, event.target.value)}
        />
      )}
    </FormField>
  );
}

export function PersonalInformationSection({ form, username }: SectionProps & { username: string }) {
  const id = useId();
  return (
    <SettingsCard title="Personal Information" className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextInput form={form} field="displayName" label="Display name" maxLength={NAME_MAX} placeholder={username} />
      </div>
      <TextInput form={form} field="firstName" label="First name" maxLength={NAME_MAX} />
      <TextInput form={form} field="lastName" label="Last name" maxLength={NAME_MAX} />
      <div className="sm:col-span-2">
        <FormField
          id={`${id}-bio`}
          label="Bio"
          error={form.errors.bio}
          hint={`${form.state.bio.length}/${BIO_MAX} characters`}
        >
          {(aria) => (
            <Textarea
              {...aria}
              name="bio"
              rows={4}
              maxLength={BIO_MAX}
              value={form.state.bio}
              onChange={(event) => form.set('bio', event.target.value)}
              placeholder="Tell the community about yourself"
              className="min-h-24"
            />
          )}
        </FormField>
      </div>
    </SettingsCard>
  );
}

export function SocialLinksSection({ form }: SectionProps) {
  return (
    <SettingsCard title="Social Links" className="grid gap-4 sm:grid-cols-2">
      <TextInput form={form} field="twitterHandle" label="Twitter" placeholder="irl_fan" />
      <TextInput form={form} field="twitchUsername" label="Twitch" placeholder="irl_streamer" />
      <TextInput
        form={form}
        field="youtubeChannel"
        label="YouTube"
        placeholder="@irlhistory"
        hint="A handle (@name) or a channel id starting with UC"
      />
      <TextInput form={form} field="discordUsername" label="Discord" placeholder="stream.fan" />
    </SettingsCard>
  );
}

export function PrivacySection({ form }: SectionProps) {
  const id = useId();
  const { state, set } = form;
  return (
    <SettingsCard title="Privacy" className="flex flex-col gap-3">
      <SwitchField
        label="Show real name"
        description="Show your first and last name on your profile."
        checked={state.showRealName}
        onCheckedChange={(value) => set('showRealName', value)}
      />
      <FormField id={`${id}-preference`} label="Display name preference" error={form.errors.displayNamePreference}>
        {(aria) => (
          <Select
            {...aria}
            name="displayNamePreference"
            value={state.displayNamePreference}
            onChange={(event) => set('displayNamePreference', event.target.value as DisplayNamePreference)}
          >
            <option value="realname">Real name</option>
            <option value="username">Username</option>
          </Select>
        )}
      </FormField>
      <SwitchField
        label="Show e-mail"
        description="Let other members see your e-mail address."
        checked={state.showEmail}
        onCheckedChange={(value) => set('showEmail', value)}
      />
      <SwitchField
        label="Show online status"
        checked={state.showOnlineStatus}
        onCheckedChange={(value) => set('showOnlineStatus', value)}
      />
      <SwitchField
        label="Allow friend requests"
        checked={state.allowFriendRequests}
        onCheckedChange={(value) => set('allowFriendRequests', value)}
      />
    </SettingsCard>
  );
}
