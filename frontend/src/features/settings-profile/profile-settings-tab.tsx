import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { getProfileByUsernameOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { ProfileDto } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/query-state';
import { LoadingScreen, Spinner } from '@/components/ui/spinner';
import { profilePath } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { usePageMeta } from '@/lib/use-page-meta';
import { AvatarField } from './avatar-field';
import { PersonalInformationSection, PrivacySection, SocialLinksSection } from './profile-settings-sections';
import { useProfileSettingsForm } from './use-profile-settings-form';

/** Settings > Profile (/settings/profile): picture, names, bio, social handles and privacy. */
export function ProfileSettingsTab() {
  usePageMeta({ title: 'Profile Settings' });
  const session = useSession();
  const { user } = session;
  const profile = useQuery({
    ...getProfileByUsernameOptions({ path: { username: user?.id ?? '' } }),
    enabled: Boolean(user),
  });

  if (session.isPending || (user && profile.isPending)) return <LoadingScreen label="Loading profile..." />;
  if (!user) return <p className="py-12 text-center text-muted-foreground">Sign in to edit your profile.</p>;
  if (profile.isError || !profile.data) {
    return (
      <ErrorState title="Failed to load your profile." error={profile.error} onRetry={() => void profile.refetch()} />
    );
  }
  return <ProfileSettingsForm key={profile.data.id} profile={profile.data} />;
}

function ProfileSettingsForm({ profile }: { profile: ProfileDto }) {
  const form = useProfileSettingsForm(profile);
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

      <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-6" aria-label="Profile settings">
        <PersonalInformationSection form={form} username={profile.username} />
        <SocialLinksSection form={form} />
        <PrivacySection form={form} />
        <div className="flex justify-end">
          <Button type="submit" disabled={form.saving}>
            {form.saving ? <Spinner label="Saving..." /> : null}
            Save Changes
          </Button>
        </div>
      </form>
    </div>
  );
}
