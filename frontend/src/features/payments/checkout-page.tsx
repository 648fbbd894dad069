import { ArrowLeft } from 'lucide-react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { buttonClassName } from '@/components/ui/button';
import { usePageMeta } from '@/lib/use-page-meta';
import { StripePayment } from './stripe-payment';

/** Where the provider sends the buyer after paying (the type tells the success page what was bought). */
export function paymentSuccessUrl(type: string): string {
  const url = new URL('/payment-success', window.location.origin);
  url.searchParams.set('type', type);
  return url.toString();
}

/** /checkout?client_secret=..&type=points: the card form for a payment started in the Store. */
export function CheckoutPage() {
  usePageMeta({ title: 'Checkout' });
  const [params] = useSearchParams();
  const clientSecret = params.get('client_secret');
  const type = params.get('type') || 'points';
  if (!clientSecret) return <Navigate to="/store" replace />;

  return (
    <section className="mx-auto grid max-w-lg gap-6 px-4 py-10">
      <Link to="/store" className={buttonClassName('ghost', 'sm', 'w-fit')}>
        <ArrowLeft aria-hidden />
        Back to Store
      </Link>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">Checkout</h1>
          <CardDescription>
            {type === 'points'
              ? 'Pay by card; the points are added to your account as soon as the payment is confirmed.'
              : 'Pay by card to complete your purchase.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <StripePayment clientSecret={clientSecret} returnUrl={paymentSuccessUrl(type)} />
        </CardContent>
      </Card>
    </section>
  );
}
