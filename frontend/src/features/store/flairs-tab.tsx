import { useState } from 'react';
import type { StoreFlairDto } from '@/api/generated/types.gen';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { FlairBadge } from '@/components/users/flair-badge';
import { formatDate, formatNumber } from '@/lib/format';
import { useSession } from '@/lib/session';
import { FlairPurchaseDialog } from './flair-purchase-dialog';
import { useFlairStore, type FlairStore } from './use-flair-store';

/** The store's Flairs tab: every flair with its price, what the user owns, and buy or apply. */
export function FlairsTab() {
  const { user } = useSession();
  if (!user) return null;
  return <FlairGrid userId={user.id} points={user.availablePoints} />;
}

function FlairGrid({ userId, points }: { userId: string; points: number }) {
  const store = useFlairStore(userId);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const chosen = store.catalogue.data?.find((flair) => flair.id === chosenId) ?? null;
  return (
    <>
      <QueryState
        query={store.catalogue}
        loadingLabel="Loading flairs..."
        errorTitle="Failed to load the flairs."
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState dashed testId="no-store-flairs">
            No flairs are for sale right now.
          </EmptyState>
        }
      >
        {(list) => (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Flairs">
            {list.map((flair) => (
              <li key={flair.id}>
                <FlairCard flair={flair} store={store} onOpen={() => setChosenId(flair.id)} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <FlairPurchaseDialog flair={chosen} points={points} store={store} onClose={() => setChosenId(null)} />
    </>
  );
}

function FlairCard({ flair, store, onOpen }: { flair: StoreFlairDto; store: FlairStore; onOpen: () => void }) {
  return (
    <Card className="flex h-full flex-col" data-testid={`store-flair-${flair.name}`}>
      <CardHeader className="flex flex-row items-start justify-between gap-2">
        <FlairBadge flair={flair} className="text-sm" />
        {flair.requiresApplication ? <Badge variant="outline">Application</Badge> : null}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-2 text-sm">
        <p className="font-semibold">{flair.displayName}</p>
        <p className="text-muted-foreground">{flair.description}</p>
        <p className="mt-auto font-medium">
          {flair.requiresApplication ? 'Granted by application' : `${formatNumber(flair.pointCost)} points`}
        </p>
        <FlairStatus flair={flair} />
      </CardContent>
      <CardFooter className="flex gap-2">
        {flair.owned ? (
          flair.isActive ? (
            // Not disabled while saving: a disabled button drops keyboard focus to the page.
            <Button
              variant="outline"
              size="sm"
              aria-busy={store.isWearing || undefined}
              onClick={() => (store.isWearing ? undefined : store.takeOff())}
            >
              Remove
            </Button>
          ) : (
            <Button
              size="sm"
              aria-busy={store.isWearing || undefined}
              onClick={() => (store.isWearing ? undefined : store.wear(flair.id))}
            >
              Activate
            </Button>
          )
        ) : (
          <Button size="sm" onClick={onOpen}>
            {flair.requiresApplication ? 'Apply' : 'Buy'}
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}

/** Owned / active / pending / denied-until, in words. */
function FlairStatus({ flair }: { flair: StoreFlairDto }) {
  if (flair.owned) {
    return (
      <p className="text-success" data-testid="flair-status">
        {flair.isActive ? 'Owned · Active' : 'Owned'}
      </p>
    );
  }
  if (flair.applicationStatus === 'pending') {
    return (
      <p className="text-muted-foreground" data-testid="flair-status">
        Application pending review
      </p>
    );
  }
  if (flair.nextApplicationAt) {
    return (
      <p className="text-destructive" data-testid="flair-status">
        Application denied. You can apply again on {formatDate(flair.nextApplicationAt)}.
      </p>
    );
  }
  return null;
}
