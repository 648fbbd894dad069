import { useMutation, useQueryClient } from '@tanstack/react-query';
import { banUserMutation, changeUserRoleMutation, unbanUserMutation } from '@/api/generated/@tanstack/react-query.gen';
import type { BanUserDto, UserRole } from '@/api/generated/types.gen';
import { toast } from '@/components/ui/toast';
import { undoAction } from '@/components/users/undo-action';
import { errorMessage } from '@/lib/api-error';
import { afterUserModeration } from '@/components/users/user-invalidations';

/** Wait before reloading after admins change their own role. */
export const SELF_ROLE_RELOAD_DELAY = 1000;

const showError = (error: unknown) =>
  toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });

/** The admin's role change, ban and unban of one user, with their toasts and cache refresh. */
export function useManageUser(userId: string, isSelf: boolean, previousRole: UserRole) {
  const queryClient = useQueryClient();
  const path = { id: userId };

  const changeRole = useMutation({
    ...changeUserRoleMutation(),
    onSuccess: async (_saved, variables) => {
      const undo = !isSelf && previousRole !== variables.body.role;
      toast({
        title: 'Role updated',
        description: 'User role has been updated successfully.',
        action: undo
          ? undoAction(`back to ${previousRole}`, () => changeRole.mutate({ path, body: { role: previousRole } }))
          : undefined,
      });
      // Their own role change alters what the whole app may show: start again from the server.
      if (isSelf) {
        window.setTimeout(() => window.location.reload(), SELF_ROLE_RELOAD_DELAY);
        return;
      }
      await afterUserModeration(queryClient);
    },
    onError: (error) => {
      console.error('Mutation error:', error);
      toast({ title: 'Error', description: 'Failed to update user role.', variant: 'destructive' });
    },
  });
  const ban = useMutation({
    ...banUserMutation(),
    onSuccess: async () => {
      toast({
        title: 'User banned',
        description: 'User has been banned successfully.',
        action: undoAction('unban', () => unban.mutate({ path })),
      });
      await afterUserModeration(queryClient);
    },
    onError: showError,
  });
  const unban = useMutation({
    ...unbanUserMutation(),
    onSuccess: async () => {
      toast({ title: 'User unbanned', description: 'User has been unbanned successfully.' });
      await afterUserModeration(queryClient);
    },
    onError: showError,
  });

  return {
    changeRole: (role: Parameters<typeof changeRole.mutate>[0]['body']['role']) =>
      changeRole.mutate({ path, body: { role } }),
    changingRole: changeRole.isPending,
    ban: (body: BanUserDto) => ban.mutateAsync({ path, body }),
    banning: ban.isPending,
    unban: () => unban.mutate({ path }),
    unbanning: unban.isPending,
  };
}
