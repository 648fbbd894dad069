import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { getProfileByUsernameOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { CurrentUserDto } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { PageErrorState } from '@/components/ui/query-state';
import { errorStatus } from '@/lib/api-error';
import { useSession } from '@/lib/session';
import { usePageMeta } from '@/lib/use-page-meta';
import { ProfileBadges } from './profile-badges';
import { ProfileHeader } from './profile-header';
import { PROFILE_GC_TIME, PROFILE_STALE_TIME } from './profile-queries';
import { ProfileSkeleton } from './profile-skeleton';
import { ProfileTabs } from './profile-tabs';

/** /profile/:username? (a username or a user id); without one, the signed-in user's own profile. */
export function ProfilePage() {
  const params = useParams<{ username?: string }>();
  const session = useSession();
  const viewer = session.user;
  const username = params.username ?? viewer?.username;

  // Until the session's first answer the viewer's buttons (follow, message, manage) are unknown: drawing
  // the profile without them would move the page when they come.
  if (session.isPending) return <ProfileSkeleton />;
  if (!username) return <ProfileNotFound />;
  return <ProfileScreen key={username} username={username} viewer={viewer} />;
}

function ProfileNotFound() {
  usePageMeta({ title: 'User Not Found' });
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">User Not Found</h1>
      <p className="text-muted-foreground">The profile you&apos;re looking for doesn&apos;t exist.</p>
      <Button asChild variant="outline" className="mt-2">
        <Link to="/">Go Home</Link>
      </Button>
    </div>
  );
}

function ProfileScreen({ username, viewer }: { username: string; viewer: CurrentUserDto | null }) {
  const profile = useQuery({
    ...getProfileByUsernameOptions({ path: { username } }),
    staleTime: PROFILE_STALE_TIME,
    gcTime: PROFILE_GC_TIME,
  });
  usePageMeta({
    title: profile.data ? `${profile.data.displayName} (@${profile.data.username})` : undefined,
    description: profile.data?.bio ?? undefined,
  });

  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    if (errorStatus(profile.error) === 404) return <ProfileNotFound />;
    return <PageErrorState title="Failed to load profile." query={profile} />;
  }

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <ProfileHeader profile={profile.data} viewer={viewer} />
      <ProfileBadges userId={profile.data.id} />
      <ProfileTabs profile={profile.data} />
    </div>
  );
}
