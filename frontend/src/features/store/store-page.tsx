import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Coins } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/query-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatNumber } from '@/lib/format';
import { useSession } from '@/lib/session';
import { usePageMeta } from '@/lib/use-page-meta';
import { BoostsTab } from './boosts-tab';
import { FlairsTab } from './flairs-tab';
import { PointsTab } from './points-tab';

type StoreTab = { value: string; label: string; content: ReactNode };

/** The store's tabs, in the product's order: Flairs, Points, Boosts, Premium. */
const STORE_TABS: StoreTab[] = [
  { value: 'flairs', label: 'Flairs', content: <FlairsTab /> },
  { value: 'points', label: 'Points', content: <PointsTab /> },
  { value: 'boosts', label: 'Boosts', content: <BoostsTab /> },
  { value: 'premium', label: 'Premium', content: <ComingSoon /> },
];

/** /store: needs sign-in; the tab comes from ?tab= so a tab can be linked to. */
export function StorePage() {
  usePageMeta({ title: 'Store', description: 'Spend your points on flairs and more.' });
  const { user, isPending, canUse } = useSession();
  const [params, setParams] = useSearchParams();

  if (isPending) return <LoadingState label="Loading..." />;
  if (!user) return <SignInRequired />;
  if (!canUse('store')) return <StoreRestricted />;

  const requested = params.get('tab');
  const tab = STORE_TABS.some((t) => t.value === requested) ? (requested as string) : STORE_TABS[0].value;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Store</h1>
          <p className="text-muted-foreground">Spend your points on flairs and more.</p>
        </div>
        <p
          className="inline-flex items-center gap-2 rounded-full border bg-card px-4 py-2 text-sm"
          data-testid="store-points"
        >
          <Coins aria-hidden="true" className="size-4 text-amber-500" />
          <span className="font-semibold">{formatNumber(user.availablePoints)}</span> points
        </p>
      </div>
      <Tabs value={tab} onValueChange={(value) => setParams({ tab: value }, { replace: true })}>
        <TabsList>
          {STORE_TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {STORE_TABS.map((t) => (
          <TabsContent key={t.value} value={t.value}>
            {t.content}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

function SignInRequired() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">Sign In Required</h1>
      <p className="text-muted-foreground">Please sign in to access the store.</p>
      {/* The sign-in dialog opens from the landing page (the product has no separate sign-in page). */}
      <Link to="/?signin=1" className="font-medium text-primary hover:underline">
        Sign In
      </Link>
    </section>
  );
}

function StoreRestricted() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">Access Denied</h1>
      <p className="text-muted-foreground">The Flair Store is currently available to admins only.</p>
    </section>
  );
}

function ComingSoon() {
  return (
    <Card>
      <CardContent className="py-12 text-center">
        <h2 className="text-xl font-semibold">Coming Soon</h2>
        <p className="mt-2 text-sm text-muted-foreground">Premium membership is on its way.</p>
      </CardContent>
    </Card>
  );
}
