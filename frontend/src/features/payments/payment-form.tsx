import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';

export const PAYMENT_ERROR = {
  title: 'Payment Error',
  description: 'Something went wrong. Please try again.',
} as const;

/**
 * The card form (Stripe's Payment Element) and its submit button. Confirming sends the buyer to
 * `returnUrl`; a declined card or a validation problem stays here with the provider's message.
 */
export function PaymentForm({ returnUrl, footer }: { returnUrl: string; footer?: ReactNode }) {
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || processing) return;
    setProcessing(true);
    try {
      const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl } });
      if (error.message) toast({ title: 'Payment Failed', description: error.message, variant: 'destructive' });
      else toast({ ...PAYMENT_ERROR, variant: 'destructive' });
    } catch {
      toast({ ...PAYMENT_ERROR, variant: 'destructive' });
    } finally {
      setProcessing(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-5" aria-label="Card payment">
      <PaymentElement options={{ layout: 'tabs' }} />
      <Button type="submit" size="lg" disabled={!stripe || !elements || processing} aria-busy={processing}>
        {processing ? 'Processing Payment...' : 'Complete Payment'}
      </Button>
      {footer}
    </form>
  );
}
