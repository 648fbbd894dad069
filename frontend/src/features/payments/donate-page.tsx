import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  createPaymentIntentMutation,
  getPaymentsConfigOptions,
  listStoreItemsOptions,
} from '@/api/generated/@tanstack/react-query.gen';
import type { PaymentIntentCreatedDto, StoreItemDto } from '@/api/generated/types.gen';
import { PaymentsNotConfigured } from '@/components/payments/payment-notices';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { LoadingScreen } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { formatNumber } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import { useSession } from '@/lib/session';
import { usePageMeta } from '@/lib/use-page-meta';
import { DonatePackages } from './donate-packages';
import { StripePayment } from './stripe-payment';
import { useConfirmedPayment } from './use-confirmed-payment';
import { useIdempotentMutation } from '@/lib/use-idempotent-mutation';

function donateReturnUrl(): string {
  const url = new URL('/donate', window.location.origin);
  url.searchParams.set('success', 'true');
  return url.toString();
}

/** /donate: three point packages; paying returns to /donate?success=true. */
export function DonatePage() {
  usePageMeta({ title: 'Donate' });
  const { user, isPending, canUse } = useSession();
  if (isPending) return <LoadingScreen />;
  if (!user) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-3xl font-bold tracking-tight">Sign in Required</h1>
        <p className="text-muted-foreground">Please sign in to purchase point packages.</p>
        <Button asChild>
          <Link to="/?signin=1">Sign In</Link>
        </Button>
      </section>
    );
  }
  if (!canUse('store')) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-24 text-center">
        <h1 className="text-3xl font-bold tracking-tight">Access Denied</h1>
        <p className="text-muted-foreground">You don&apos;t have permission to access this page.</p>
      </section>
    );
  }
  return <DonateContent />;
}

function DonateContent() {
  const [params] = useSearchParams();
  const succeeded = params.get('success') === 'true';
  const { payment, credited } = useConfirmedPayment(succeeded ? params.get('payment_intent') : null);
  const config = useQuery(getPaymentsConfigOptions());
  const packages = useQuery(listStoreItemsOptions({ query: { kind: 'donation' } }));
  const [chosen, setChosen] = useState<{ item: StoreItemDto; intent: PaymentIntentCreatedDto } | null>(null);
  const start = useIdempotentMutation({
    ...createPaymentIntentMutation(),
    onError: () =>
      toast({ title: 'Error', description: 'Failed to initialize payment. Please try again.', variant: 'destructive' }),
  });

  function choose(item: StoreItemDto) {
    start.mutate(
      { body: { amount: item.price, packageType: item.key, pointsAwarded: item.points } },
      { onSuccess: (intent) => setChosen({ item, intent }) },
    );
  }

  return (
    <section className="mx-auto grid max-w-4xl gap-8 px-4 py-10">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Support the Archive</h1>
        <p className="text-muted-foreground">
          Donations keep the history of IRL streaming online. Every dollar gives you 100 points, and larger packages
          come with a bonus.
        </p>
      </header>
      {succeeded ? (
        <div role="status" className="rounded-lg border border-green-600/40 bg-green-600/10 p-4 text-sm">
          <p className="font-medium">Thank you for your donation!</p>
          <p className="text-muted-foreground">
            {credited && payment
              ? `You've received ${formatNumber(payment.pointsCredited)} points!`
              : 'Your points are added as soon as the payment is confirmed.'}
          </p>
        </div>
      ) : null}
      {config.data && !config.data.enabled ? <PaymentsNotConfigured /> : null}
      {chosen ? (
        <Card className="mx-auto w-full max-w-lg">
          <CardHeader>
            <CardTitle as="h2">
              {chosen.item.name}: {formatMoney(chosen.intent.amountCents, chosen.intent.currency)}
            </CardTitle>
            <CardDescription>
              {formatNumber(chosen.intent.points)} points once the payment is confirmed.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <StripePayment
              clientSecret={chosen.intent.clientSecret}
              returnUrl={donateReturnUrl()}
              footer={
                <Button type="button" variant="ghost" onClick={() => setChosen(null)}>
                  Choose another package
                </Button>
              }
            />
          </CardContent>
        </Card>
      ) : (
        <QueryState
          query={packages}
          loadingLabel="Loading packages..."
          errorTitle="Could not load the packages"
          isEmpty={(items) => items.length === 0}
          empty={<EmptyState dashed>No packages on offer right now.</EmptyState>}
        >
          {(items) => (
            <DonatePackages
              packages={items}
              disabled={!config.data?.enabled || start.isPending}
              pendingKey={start.isPending ? (start.variables.body.packageType ?? null) : null}
              onChoose={choose}
            />
          )}
        </QueryState>
      )}
    </section>
  );
}
