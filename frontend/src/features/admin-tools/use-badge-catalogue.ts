import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createBadgeMutation, updateBadgeMutation } from '@/api/generated/@tanstack/react-query.gen';
import type { AdminBadgeDto } from '@/api/generated/types.gen';
import { toast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/api-error';
import { useIdempotentMutation } from '@/lib/use-idempotent-mutation';
import { afterBadgeChange } from './invalidations';

/** Creating, editing and retiring badges, with their toasts and the refresh of every badge list. */
export function useBadgeCatalogue() {
  const queryClient = useQueryClient();
  const refresh = () => afterBadgeChange(queryClient);
  const create = useIdempotentMutation({
    ...createBadgeMutation(),
    onSuccess: async (badge) => {
      toast({ title: 'Badge created', description: `${badge.name} can now be awarded.`, variant: 'success' });
      await refresh();
    },
  });
  const update = useMutation({
    ...updateBadgeMutation(),
    onSuccess: async (badge) => {
      toast({ title: 'Badge updated', description: `${badge.name} is saved.`, variant: 'success' });
      await refresh();
    },
  });
  const retire = useMutation({
    ...updateBadgeMutation(),
    onSuccess: async (badge: AdminBadgeDto) => {
      toast({
        title: badge.retired ? 'Badge retired' : 'Badge brought back',
        description: badge.retired ? `${badge.name} is awarded no more.` : `${badge.name} can be awarded again.`,
        variant: 'success',
      });
      await refresh();
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Failed to change the badge.',
        variant: 'destructive',
      }),
  });
  return { create, update, retire };
}

export type BadgeCatalogue = ReturnType<typeof useBadgeCatalogue>;
