import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserMinus, UserPlus } from 'lucide-react';
import { followUserMutation, unfollowUserMutation } from '@/api/generated/@tanstack/react-query.gen';
import type { FollowStatusDto, ProfileDto } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { afterFollow } from './invalidations';

/** Follow or Unfollow; the answer's counts update every cached copy of the profile. */
export function FollowButton({ profile }: { profile: ProfileDto }) {
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
