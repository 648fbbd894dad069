import { CalendarDays, Mail, Pencil } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { CurrentUserDto, ProfileDto } from '@/api/generated/types.gen';
import { SendMessageDialog } from '@/components/messages/send-message-dialog';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { formatRelativeTime } from '@/components/users/relative-time';
import { FlairBadges } from '@/components/users/flair-badge';
import { mayManageAccount } from '@/lib/account-authority';
import { useSession } from '@/lib/session';
import { ReportButton } from '@/components/moderation/report-button';
import { BlockButton } from './block-button';
import { FollowButton } from './follow-button';
import { ManageUserDialog } from './manage-user-dialog';
import { ProfileStats } from './profile-stats';
import { SocialLinks } from './social-links';

/** The profile's picture, names, contact, bio, links, actions for the viewer and stats (with the follow lists). */
export function ProfileHeader({ profile, viewer }: { profile: ProfileDto; viewer: CurrentUserDto | null }) {
  const joined = formatRelativeTime(profile.createdAt);
  const { canUse } = useSession();

  return (
    <Card>
      <CardContent className="flex flex-col gap-6 pt-6">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
          <Avatar name={profile.displayName} imageUrl={profile.profileImageUrl} size="xl" />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="max-w-full text-3xl font-bold tracking-tight wrap-anywhere">{profile.displayName}</h1>
              <FlairBadges flairs={profile.flairs} testId="profile-flairs" />
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
                {canUse('messages') ? (
                  <SendMessageDialog recipient={{ id: profile.id, displayName: profile.displayName }} />
                ) : null}
                {profile.isRoot ? null : <BlockButton profile={profile} />}
                {profile.isRoot ? null : (
                  <ReportButton subjectKind="profile" subjectId={profile.id} authorId={profile.id} />
                )}
              </>
            ) : null}
            {viewer && !profile.isRoot && mayManageAccount(viewer, profile) ? (
              <ManageUserDialog profile={profile} viewerId={viewer.id} />
            ) : null}
          </div>
        </div>
        <ProfileStats profile={profile} signedIn={viewer !== null} />
      </CardContent>
    </Card>
  );
}
