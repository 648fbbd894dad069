import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  activateUserFlairMutation,
  applyForFlairMutation,
  deactivateUserFlairsMutation,
  listFlairsOptions,
  purchaseFlairMutation,
} from '@/api/generated/@tanstack/react-query.gen';
import { toast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/api-error';
import { afterFlairsChange } from '@/components/flairs/flair-invalidations';
import { useIdempotentMutation } from '@/lib/use-idempotent-mutation';

/** The store's flair catalogue and the buy, apply and wear actions, with the product's toasts. */
export function useFlairStore(userId: string) {
  const queryClient = useQueryClient();
  const catalogue = useQuery(listFlairsOptions());
  const refresh = () => afterFlairsChange(queryClient);

  const purchase = useIdempotentMutation({
    ...purchaseFlairMutation(),
    onSuccess: async (result) => {
      toast({
        title: 'Flair purchased!',
        description: `${result.userFlair.flair.displayName} is yours. You have ${result.availablePoints} points left.`,
        variant: 'success',
      });
      await refresh();
    },
    onError: async (error) => {
      toast({
        title: 'Purchase failed',
        description: serverMessage(error) ?? 'Failed to purchase flair',
        variant: 'destructive',
      });
      await refresh();
    },
  });

  const apply = useIdempotentMutation({
    ...applyForFlairMutation(),
    onSuccess: async () => {
      toast({
        title: 'Application submitted!',
        description: 'An admin will review your application.',
        variant: 'success',
      });
      await refresh();
    },
    onError: async (error) => {
      toast({
        title: 'Application failed',
        description: serverMessage(error) ?? 'Failed to submit application',
        variant: 'destructive',
      });
      // A denial's cooldown date comes with the refreshed catalogue.
      await refresh();
    },
  });

  const onWearError = (error: unknown) =>
    toast({ title: 'Error', description: serverMessage(error) ?? 'Failed to update flair', variant: 'destructive' });
  const onWorn = async () => {
    toast({ title: 'Flair updated', description: 'Your active flair has been saved.', variant: 'success' });
    await refresh();
  };
  const wear = useMutation({ ...activateUserFlairMutation(), onSuccess: onWorn, onError: onWearError });
  const takeOff = useMutation({ ...deactivateUserFlairsMutation(), onSuccess: onWorn, onError: onWearError });

  return {
    catalogue,
    purchase,
    apply,
    isWearing: wear.isPending || takeOff.isPending,
    wear: (flairId: number) => wear.mutate({ path: { userId, flairId } }),
    takeOff: () => takeOff.mutate({ path: { userId } }),
  };
}

export type FlairStore = ReturnType<typeof useFlairStore>;
