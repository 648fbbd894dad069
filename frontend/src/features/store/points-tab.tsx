import { useQuery } from '@tanstack/react-query';
import { Coins } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import {
  createPaymentIntentMutation,
  getPaymentsConfigOptions,
  listStoreItemsOptions,
} from '@/api/generated/@tanstack/react-query.gen';
import type { StoreItemDto } from '@/api/generated/types.gen';
import { PaymentsNotConfigured } from '@/components/payments/payment-notices';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/api-error';
import { formatNumber } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import { useIdempotentMutation } from '@/lib/use-idempotent-mutation';

/** The Store's Points tab: the points packs; buying one starts a payment and opens /checkout. */
export function PointsTab() {
  const navigate = useNavigate();
  const config = useQuery(getPaymentsConfigOptions());
  const packs = useQuery(listStoreItemsOptions({ query: { kind: 'points_pack' } }));
  const start = useIdempotentMutation({
    ...createPaymentIntentMutation(),
    onSuccess: (intent) => {
      const params = new URLSearchParams({ client_secret: intent.clientSecret, type: 'points' });
      void navigate(`/checkout?${params.toString()}`);
    },
    onError: (error) =>
      toast({
        title: 'Payment failed',
        description: serverMessage(error) ?? 'Failed to initiate payment',
        variant: 'destructive',
      }),
  });

  function buy(pack: StoreItemDto) {
    start.mutate({ body: { amount: pack.price, type: 'points', points: pack.points, packageName: pack.name } });
  }

  const pendingId = start.isPending ? start.variables.body.packageName : null;
  return (
    <div className="grid gap-4">
      {config.data && !config.data.enabled ? <PaymentsNotConfigured /> : null}
      <QueryState
        query={packs}
        loadingLabel="Loading points packs..."
        errorTitle="Could not load the points packs"
        isEmpty={(items) => items.length === 0}
        empty={<EmptyState dashed>No points packs on sale right now.</EmptyState>}
      >
        {(items) => (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Points packs">
            {items.map((pack) => (
              <li key={pack.id}>
                <Card className={pack.highlighted ? 'h-full border-primary ring-1 ring-primary' : 'h-full'}>
                  <CardHeader>
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <CardTitle as="h3">{pack.name}</CardTitle>
                      {pack.highlighted ? <Badge>Popular</Badge> : null}
                    </div>
                  </CardHeader>
                  <CardContent className="grid gap-1">
                    <p className="flex items-center gap-2 text-2xl font-bold">
                      <Coins aria-hidden className="size-5 text-amber-500" />
                      {formatNumber(pack.points)} points
                    </p>
                    <p className="text-muted-foreground">{formatMoney(pack.priceCents, pack.currency)}</p>
                  </CardContent>
                  <CardFooter>
                    <Button
                      className="w-full"
                      disabled={!config.data?.enabled || start.isPending}
                      aria-busy={pendingId === pack.name}
                      aria-label={`Buy ${pack.name}: ${formatNumber(pack.points)} points for ${formatMoney(pack.priceCents, pack.currency)}`}
                      onClick={() => buy(pack)}
                    >
                      {pendingId === pack.name ? 'Preparing...' : 'Buy'}
                    </Button>
                  </CardFooter>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
