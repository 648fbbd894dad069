import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  getProfileByUsernameOptions,
  getSessionOptions,
  updateMyProfileMutation,
} from '@/api/generated/@tanstack/react-query.gen';
import type { DisplayNamePreference, ProfileDto, UpdateProfileDto } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, Label, Select, inputClassName } from '@/components/ui/input';
import { LoadingScreen, Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { errorMessage, fieldErrorMap } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { profilePath } from '@/lib/paths';
import { afterProfileChange } from '@/lib/query-invalidation';
import { usePageMeta } from '@/lib/use-page-meta';
import { AvatarField } from './avatar-field';
import { SwitchField } from './switch-field';

const BIO_MAX = 1000;
const NAME_MAX = 50;

type TextField =
  | 'displayName'
  | 'firstName'
  | 'lastName'
  | 'bio'
  | 'twitterHandle'
  | 'twitchUsername'
  | 'youtubeChannel'
  | 'discordUsername';

type FormState = Record<TextField, string> & {
  showRealName: boolean;
  showEmail: boolean;
  displayNamePreference: DisplayNamePreference;
  showOnlineStatus: boolean;
  allowFriendRequests: boolean;
};

function initialState(profile: ProfileDto): FormState {
  const settings = profile.settings;
  return {
    displayName: settings?.displayName ?? '',
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    bio: profile.bio ?? '',
    twitterHandle: profile.twitterHandle ?? '',
    twitchUsername: profile.twitchUsername ?? '',
    youtubeChannel: profile.youtubeChannel ?? '',
    discordUsername: profile.discordUsername ?? '',
    showRealName: settings?.showRealName ?? false,
    showEmail: settings?.showEmail ?? false,
    displayNamePreference: settings?.displayNamePreference ?? 'username',
    showOnlineStatus: settings?.showOnlineStatus ?? true,
    allowFriendRequests: settings?.allowFriendRequests ?? true,
  };
}

/** The body sent to updateMyProfile: trimmed texts, blanks as null (cleared). */
export function toUpdateBody(state: FormState): UpdateProfileDto {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    displayName: text(state.displayName),
    firstName: text(state.firstName),
    lastName: text(state.lastName),
    bio: text(state.bio),
    twitterHandle: text(state.twitterHandle),
    twitchUsername: text(state.twitchUsername),
    youtubeChannel: text(state.youtubeChannel),
    discordUsername: text(state.discordUsername),
    showRealName: state.showRealName,
    showEmail: state.showEmail,
    displayNamePreference: state.displayNamePreference,
    showOnlineStatus: state.showOnlineStatus,
    allowFriendRequests: state.allowFriendRequests,
  };
}

/** Settings > Profile (/settings/profile): picture, names, bio, social handles and privacy. */
export function ProfileSettingsTab() {
  usePageMeta({ title: 'Profile Settings' });
  const session = useQuery(getSessionOptions());
  const user = session.data?.user;
  const profile = useQuery({
    ...getProfileByUsernameOptions({ path: { username: user?.id ?? '' } }),
    enabled: Boolean(user),
  });

  if (session.isPending || (user && profile.isPending)) return <LoadingScreen label="Loading profile..." />;
  if (!user) return <p className="py-12 text-center text-muted-foreground">Sign in to edit your profile.</p>;
  if (profile.isError || !profile.data) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
        <p className="font-medium">Failed to load your profile.</p>
        <p className="text-sm text-muted-foreground">{errorMessage(profile.error)}</p>
        <Button variant="outline" onClick={() => void profile.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  return <ProfileSettingsForm key={profile.data.id} profile={profile.data} />;
}

function ProfileSettingsForm({ profile }: { profile: ProfileDto }) {
  const queryClient = useQueryClient();
  const formId = useId();
  const [state, setState] = useState<FormState>(() => initialState(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = useMutation({
    ...updateMyProfileMutation(),
    onSuccess: async () => {
      setErrors({});
      toast({ title: 'Settings updated', description: 'Your profile has been saved.' });
      await afterProfileChange(queryClient);
    },
    onError: (error) => {
      const byField = fieldErrorMap(error);
      setErrors(byField);
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
    },
  });

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setState((previous) => ({ ...previous, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ body: toUpdateBody(state) });
  };

  const text = (
    field: TextField,
    label: string,
    props: { maxLength?: number; placeholder?: string; hint?: string } = {},
  ) => (
    <Field id={`${formId}-${field}`} label={label} error={errors[field]} hint={props.hint}>
      {(aria) => (
        <Input
          {...aria}
          name={field}
          value={state[field]}
          maxLength={props.maxLength}
          placeholder={props.placeholder}
          onChange={(event) => set(field, event.target.value)}
        />
      )}
    </Field>
  );

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Profile</CardTitle>
          <CardDescription>
            What others see on{' '}
            <Link to={profilePath(profile.username)} className="font-medium text-primary hover:underline">
              your profile
            </Link>
            .
          </CardDescription>
        </CardHeader>
        <CardContent>
          <AvatarField profile={profile} />
        </CardContent>
      </Card>

      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6" aria-label="Profile settings">
        <Card>
          <CardHeader>
            <CardTitle as="h3">Personal Information</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              {text('displayName', 'Display name', { maxLength: NAME_MAX, placeholder: profile.username })}
            </div>
            {text('firstName', 'First name', { maxLength: NAME_MAX })}
            {text('lastName', 'Last name', { maxLength: NAME_MAX })}
            <div className="sm:col-span-2">
              <Field
                id={`${formId}-bio`}
                label="Bio"
                error={errors.bio}
                hint={`${state.bio.length}/${BIO_MAX} characters`}
              >
                {(aria) => (
                  <textarea
                    {...aria}
                    name="bio"
                    rows={4}
                    maxLength={BIO_MAX}
                    value={state.bio}
                    onChange={(event) => set('bio', event.target.value)}
                    placeholder="Tell the community about yourself"
                    className={cn(inputClassName, 'h-auto min-h-24 resize-y leading-relaxed')}
                  />
                )}
              </Field>
            </div>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle as="h3">Social Links</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            {text('twitterHandle', 'Twitter', { placeholder: 'irl_fan' })}
            {text('twitchUsername', 'Twitch', { placeholder: 'irl_streamer' })}
            {text('youtubeChannel', 'YouTube', {
              placeholder: '@irlhistory',
              hint: 'A handle (@name) or a channel id starting with UC',
            })}
            {text('discordUsername', 'Discord', { placeholder: 'stream.fan' })}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle as="h3">Privacy</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <SwitchField
              label="Show real name"
              description="Show your first and last name on your profile."
              checked={state.showRealName}
              onCheckedChange={(value) => set('showRealName', value)}
            />
            <Field id={`${formId}-preference`} label="Display name preference" error={errors.displayNamePreference}>
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
            </Field>
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
          </CardContent>
        </Card>

        <div className="flex justify-end">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? <Spinner label="Saving..." /> : null}
            Save Changes
          </Button>
        </div>
      </form>
    </div>
  );
}

type FieldAria = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (aria: FieldAria) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
