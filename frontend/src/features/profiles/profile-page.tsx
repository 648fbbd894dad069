import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarDays, Mail, Pencil, UserMinus, UserPlus } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import {
  followUserMutation,
  getProfileByUsernameOptions,
  getSessionOptions,
  unfollowUserMutation,
} from '@/api/generated/@tanstack/react-query.gen';
import type { CurrentUserDto, FollowStatusDto, ProfileDto } from '@/api/generated/types.gen';
import { SendMessageDialog } from '@/components/messages/send-message-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { LoadingScreen, Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { formatRelativeTime } from '@/components/users/relative-time';
import { RoleBadge } from '@/components/users/role-badge';
import { Avatar } from '@/components/ui/avatar';
import { errorMessage, errorStatus } from '@/lib/api-error';
import { formatNumber } from '@/lib/format';
import { afterFollow } from '@/lib/query-invalidation';
import { usePageMeta } from '@/lib/use-page-meta';
import { ManageUserDialog } from './manage-user-dialog';
import { PROFILE_GC_TIME, PROFILE_STALE_TIME } from './profile-queries';
import { ProfileTabs } from './profile-tabs';
import { SocialLinks } from './social-links';

/** /profile/:username? (a username or a user id); without one, the signed-in user's own profile. */
export function ProfilePage() {
  const params = useParams<{ username?: string }>();
  const session = useQuery(getSessionOptions());
  const viewer = session.data?.user ?? null;
  const username = params.username ?? viewer?.username;

  if (!params.username && session.isPending) return <LoadingScreen />;
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

  if (profile.isPending) return <LoadingScreen label="Loading profile..." />;
  if (profile.isError) {
    if (errorStatus(profile.error) === 404) return <ProfileNotFound />;
    return (
      <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-24 text-center">
        <h1 className="text-2xl font-semibold">Failed to load profile.</h1>
        <p className="text-sm text-muted-foreground">{errorMessage(profile.error)}</p>
        <Button variant="outline" onClick={() => void profile.refetch()}>
          Retry
        </Button>
      </div>
    );
  }

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <ProfileHeader profile={profile.data} viewer={viewer} />
      <ProfileTabs profile={profile.data} />
    </div>
  );
}

function ProfileHeader({ profile, viewer }: { profile: ProfileDto; viewer: CurrentUserDto | null }) {
  const joined = formatRelativeTime(profile.createdAt);
  const stats = [
    { label: 'Contributor Score', value: profile.stats.contributorScore },
    { label: 'Karma', value: profile.stats.karma },
    { label: 'Articles', value: profile.stats.articleCount },
    { label: 'Total Views', value: profile.stats.totalViews },
    { label: 'Followers', value: profile.stats.followers },
  ];
  const isAdminViewer = viewer?.role === 'admin';

  return (
    <Card>
      <CardContent className="flex flex-col gap-6 pt-6">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
          <Avatar name={profile.displayName} imageUrl={profile.profileImageUrl} size="xl" />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-3xl font-bold tracking-tight break-words">{profile.displayName}</h1>
              <RoleBadge role={profile.role} />
              {profile.isBanned ? (
                <span className="rounded-full border border-destructive/40 px-2.5 py-0.5 text-xs font-semibold text-destructive">
                  Banned
                </span>
              ) : null}
            </div>
            <p className="text-muted-foreground" data-testid="profile-username">
              @{profile.username}
            </p>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
              {profile.email ? (
                <span className="inline-flex items-center gap-1.5" data-testid="profile-email">
                  <Mail aria-hidden="true" className="size-4" />
                  <a href={`mailto:${profile.email}`} className="hover:underline">
                    {profile.email}
                  </a>
                </span>
              ) : null}
              {joined ? (
                <span className="inline-flex items-center gap-1.5">
                  <CalendarDays aria-hidden="true" className="size-4" />
                  <span>
                    Joined <time dateTime={profile.createdAt}>{joined}</time>
                  </span>
                </span>
              ) : null}
            </div>
            {profile.bio?.trim() ? (
              <p className="max-w-2xl whitespace-pre-wrap" data-testid="profile-bio">
                {profile.bio}
              </p>
            ) : null}
            <SocialLinks profile={profile} />
          </div>
          <div className="flex flex-wrap gap-2 sm:flex-col sm:items-stretch">
            {profile.isOwnProfile ? (
              <Button asChild variant="outline">
                <Link to="/settings/profile">
                  <Pencil aria-hidden="true" />
                  Edit Profile
                </Link>
              </Button>
            ) : viewer ? (
              <>
                <FollowButton profile={profile} />
                <SendMessageDialog recipient={{ id: profile.id, displayName: profile.displayName }} />
              </>
            ) : null}
            {isAdminViewer && !profile.isRoot && viewer ? (
              <ManageUserDialog profile={profile} viewerId={viewer.id} />
            ) : null}
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" aria-label="Stats">
          {stats.map((stat) => (
            <div key={stat.label} className="rounded-lg bg-muted px-3 py-3 text-center">
              <dd className="text-2xl font-bold" data-testid={`stat-${stat.label.toLowerCase().replace(/ /g, '-')}`}>
                {formatNumber(stat.value)}
              </dd>
              <dt className="text-xs text-muted-foreground">{stat.label}</dt>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

function FollowButton({ profile }: { profile: ProfileDto }) {
  const queryClient = useQueryClient();
  const onSuccess = (result: FollowStatusDto) => afterFollow(queryClient, result);
  const onError = (error: unknown) =>
    toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
  const follow = useMutation({ ...followUserMutation(), onSuccess, onError });
  const unfollow = useMutation({ ...unfollowUserMutation(), onSuccess, onError });
  const busy = follow.isPending || unfollow.isPending;
  const path = { id: profile.id };

  return profile.isFollowing ? (
    <Button variant="outline" disabled={busy} onClick={() => unfollow.mutate({ path })}>
      {busy ? <Spinner label="Updating..." /> : <UserMinus aria-hidden="true" />}
      Unfollow
    </Button>
  ) : (
    <Button disabled={busy} onClick={() => follow.mutate({ path })}>
      {busy ? <Spinner label="Updating..." /> : <UserPlus aria-hidden="true" />}
      Follow
    </Button>
  );
}
