import { UserMinus, UserPlus } from 'lucide-react';
import type { ProfileDto } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useFollowToggle } from './use-follow-toggle';

/** Follow or Unfollow; the answer's counts update every cached copy of the profile. */
export function FollowButton({ profile }: { profile: ProfileDto }) {
  const { busy, toggle } = useFollowToggle();
  const onClick = () => toggle(profile.id, profile.isFollowing);

  return profile.isFollowing ? (
    <Button variant="outline" disabled={busy} onClick={onClick}>
      {busy ? <Spinner label="Updating..." /> : <UserMinus aria-hidden="true" />}
      Unfollow
    </Button>
  ) : (
    <Button disabled={busy} onClick={onClick}>
      {busy ? <Spinner label="Updating..." /> : <UserPlus aria-hidden="true" />}
      Follow
    </Button>
  );
}
