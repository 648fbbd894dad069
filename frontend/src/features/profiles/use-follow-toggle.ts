import { useMutation, useQueryClient } from '@tanstack/react-query';
import { followUserMutation, unfollowUserMutation } from '@/api/generated/@tanstack/react-query.gen';
import type { FollowStatusDto } from '@/api/generated/types.gen';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { afterFollow } from './invalidations';

/**
 * Follow and unfollow one user at a time, for the profile's button and each row of the follow lists:
 * the answer updates every cached copy (profile, list rows) through `afterFollow`, and the request
 * stays pending until that is done, so a button shows its spinner until the screen is up to date.
 */
export function useFollowToggle() {
  const queryClient = useQueryClient();
  const onSuccess = (result: FollowStatusDto) => afterFollow(queryClient, result);
  const onError = (error: unknown) =>
    toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
  const follow = useMutation({ ...followUserMutation(), onSuccess, onError });
  const unfollow = useMutation({ ...unfollowUserMutation(), onSuccess, onError });
  const busy = follow.isPending || unfollow.isPending;
  /** Starts following, or stops when `following`; a press while a request runs is ignored. */
  const toggle = (userId: string, following: boolean) => {
    if (busy) return;
    (following ? unfollow : follow).mutate({ path: { id: userId } });
  };
  return { busy, toggle };
}
