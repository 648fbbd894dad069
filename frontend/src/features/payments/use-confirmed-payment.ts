import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getMyPaymentOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { PaymentDto } from '@/api/generated/types.gen';
import { toast } from '@/components/ui/toast';
import { formatNumber } from '@/lib/format';
import { afterPayment } from './invalidations';

const POLL_MS = 1000;
/** Stripe usually sends its webhook within seconds; after this many answers the page stops asking. */
const MAX_POLLS = 60;
const SETTLED: PaymentDto['status'][] = ['succeeded', 'failed', 'canceled', 'refunded', 'partially_refunded'];

/**
 * Follows a payment the provider sent the buyer back from until the server has it confirmed (the
 * webhook credits the points), then refreshes the balance and says 'Payment Successful!' once.
 */
export function useConfirmedPayment(paymentIntentId: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...getMyPaymentOptions({ path: { paymentIntentId: paymentIntentId ?? '' } }),
    enabled: Boolean(paymentIntentId),
    refetchInterval: (current) =>
      SETTLED.includes(current.state.data?.status ?? 'pending') || current.state.dataUpdateCount >= MAX_POLLS
        ? false
        : POLL_MS,
  });
  const payment = query.data;
  const credited = payment?.status === 'succeeded' && payment.pointsCredited > 0;
  const announced = useRef(false);
  useEffect(() => {
    if (!credited || announced.current) return;
    announced.current = true;
    void afterPayment(queryClient);
    toast({
      title: 'Payment Successful!',
      description: `You've received ${formatNumber(payment.pointsCredited)} points!`,
      variant: 'success',
    });
  }, [credited, payment, queryClient]);
  return { query, payment, credited };
}
