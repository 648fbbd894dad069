import { Elements } from '@stripe/react-stripe-js';
import type { StripeElementsOptions } from '@stripe/stripe-js';
import { type ReactNode, useMemo } from 'react';
import { PaymentsNotConfigured, PaymentSystemUnavailable } from '@/components/payments/payment-notices';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { PaymentForm } from './payment-form';
import { useStripe } from './use-stripe';

function isDark(): boolean {
  return document.documentElement.classList.contains('dark');
}

/** Stripe.js loaded, then the card form for one PaymentIntent; every state of getting there. */
export function StripePayment({
  clientSecret,
  returnUrl,
  footer,
}: {
  clientSecret: string;
  returnUrl: string;
  footer?: ReactNode;
}) {
  const { config, stripe, notConfigured } = useStripe();
  const options = useMemo<StripeElementsOptions>(
    () => ({ clientSecret, appearance: { theme: isDark() ? 'night' : 'stripe' } }),
    [clientSecret],
  );
  if (config.isPending) return <LoadingState label="Loading payment form..." />;
  if (config.isError) {
    return (
      <ErrorState title="Could not load the payment form" error={config.error} onRetry={() => void config.refetch()} />
    );
  }
  if (notConfigured) return <PaymentsNotConfigured />;
  if (stripe.isError) return <PaymentSystemUnavailable />;
  if (!stripe.data) return <LoadingState label="Loading payment form..." />;
  return (
    <Elements stripe={stripe.data} options={options}>
      <PaymentForm returnUrl={returnUrl} footer={footer} />
    </Elements>
  );
}
