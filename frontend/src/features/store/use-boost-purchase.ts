import { useQueryClient } from '@tanstack/react-query';
import { createBoostMutation } from '@/api/generated/@tanstack/react-query.gen';
import type { BoostPurchaseDto } from '@/api/generated/types.gen';
import { toast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/api-error';
import { afterBoostPurchase } from './invalidations';
import { describeStart, formatBoostTime } from './boost-time';
import { useIdempotentMutation } from '@/lib/use-idempotent-mutation';

/** Buys a boost; the server decides the price and the window, the toast says when it starts. */
export function useBoostPurchase(onDone: () => void) {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    ...createBoostMutation(),
    onSuccess: (boost: BoostPurchaseDto) => {
      onDone();
      void afterBoostPurchase(queryClient);
      toast({
        title: 'Article boosted!',
        description: `"${boost.articleTitle}" is featured ${describeStart(boost.startsAt)} until ${formatBoostTime(boost.endsAt)}.`,
        variant: 'success',
      });
    },
    onError: (error) => {
      console.error('Mutation error:', error);
      toast({
        title: 'Boost failed',
        description: serverMessage(error) ?? 'Failed to boost the article',
        variant: 'destructive',
      });
    },
  });
}
