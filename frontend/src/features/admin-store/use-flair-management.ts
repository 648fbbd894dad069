import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  approveFlairApplicationMutation,
  createFlairMutation,
  denyFlairApplicationMutation,
  listAdminFlairsOptions,
  listFlairApplicationsOptions,
  updateFlairMutation,
} from '@/api/generated/@tanstack/react-query.gen';
import { toast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/api-error';
import { afterFlairsChange } from '@/components/flairs/flair-invalidations';
import { useIdempotentMutation } from '@/lib/use-idempotent-mutation';

/** The Flair Management tab's data and writes, each with its toast. */
export function useFlairManagement() {
  const queryClient = useQueryClient();
  const flairs = useQuery(listAdminFlairsOptions());
  const applications = useQuery(listFlairApplicationsOptions({ query: { status: 'pending' } }));
  const refresh = () => afterFlairsChange(queryClient);
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });

  const create = useIdempotentMutation({
    ...createFlairMutation(),
    onSuccess: async (flair) => {
      toast({ title: 'Flair created', description: `${flair.displayName} is in the store.`, variant: 'success' });
      await refresh();
    },
  });
  const update = useMutation({
    ...updateFlairMutation(),
    onSuccess: async (flair) => {
      toast({ title: 'Flair updated', description: `${flair.displayName} was saved.`, variant: 'success' });
      await refresh();
    },
  });
  const retire = useMutation({
    ...updateFlairMutation(),
    onSuccess: async (flair) => {
      toast({
        title: flair.retired ? 'Flair retired' : 'Flair restored',
        description: flair.retired
          ? `${flair.displayName} left the store; its owners keep it.`
          : `${flair.displayName} is back in the store.`,
      });
      await refresh();
    },
    onError: failed('Error'),
  });
  const approve = useMutation({
    ...approveFlairApplicationMutation(),
    onSuccess: async (application) => {
      toast({
        title: 'Application approved',
        description: `${application.applicant.displayName} now has ${application.flair.displayName}.`,
        variant: 'success',
      });
      await refresh();
    },
    onError: failed('Error'),
  });
  const deny = useMutation({
    ...denyFlairApplicationMutation(),
    onSuccess: async (application) => {
      toast({
        title: 'Application denied',
        description: `${application.applicant.displayName} can apply again after one month.`,
      });
      await refresh();
    },
    onError: failed('Error'),
  });

  return { flairs, applications, create, update, retire, approve, deny };
}

export type FlairManagement = ReturnType<typeof useFlairManagement>;
