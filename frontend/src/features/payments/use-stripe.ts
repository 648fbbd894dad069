import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getPaymentsConfigOptions } from '@/api/generated/@tanstack/react-query.gen';
import { toast } from '@/components/ui/toast';
import { loadStripeFrom } from './stripe-loader';

export const PAYMENT_SYSTEM_UNAVAILABLE = {
  title: 'Payment System Unavailable',
  description: 'Payment processing is temporarily unavailable. Please try again later.',
} as const;

/**
 * The payments configuration and, when payments are configured, Stripe.js loaded from the configured
 * address. A script that cannot load shows the 'Payment System Unavailable' toast once.
 */
export function useStripe(enabled = true) {
  const config = useQuery({ ...getPaymentsConfigOptions(), enabled });
  const publishableKey = config.data?.enabled ? config.data.publishableKey : null;
  const stripe = useQuery({
    queryKey: ['stripe-js', config.data?.stripeJsUrl, publishableKey],
    queryFn: () => loadStripeFrom(config.data!.stripeJsUrl, publishableKey!),
    enabled: Boolean(publishableKey && config.data?.stripeJsUrl),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  const warned = useRef(false);
  useEffect(() => {
    if (!stripe.isError || warned.current) return;
    warned.current = true;
    toast({ ...PAYMENT_SYSTEM_UNAVAILABLE, variant: 'destructive' });
  }, [stripe.isError]);
  return { config, stripe, notConfigured: config.data ? !config.data.enabled : false };
}
