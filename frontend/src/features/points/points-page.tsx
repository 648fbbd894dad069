import { Coins } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import { useSession } from '@/lib/session';
import { usePageMeta } from '@/lib/use-page-meta';
import { LedgerHistory } from './ledger-history';
import { PointsRules } from './points-rules';

/** /points: the balance, the ledger history with reasons, and the rules. */
export function PointsPage() {
  usePageMeta({ title: 'Points', description: 'Your points balance and history.' });
  const { user, canUse } = useSession();
  if (!user) return null;
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-3 lg:px-8">
      <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
        <h1 className="text-3xl font-bold tracking-tight">Points</h1>
        <Card>
          <CardContent className="flex flex-wrap items-center justify-between gap-4 pt-5">
            <div className="flex items-center gap-3">
              <span className="flex size-12 items-center justify-center rounded-full bg-primary/15 text-primary">
                <Coins aria-hidden="true" className="size-6" />
              </span>
              <div>
                <p className="text-sm text-muted-foreground">Available points</p>
                <p className="text-3xl font-bold tabular-nums" data-testid="points-balance">
                  {formatNumber(user.availablePoints)}
                </p>
              </div>
            </div>
            {canUse('store') ? (
              <Button asChild variant="outline">
                <Link to="/store">Spend or buy points</Link>
              </Button>
            ) : null}
          </CardContent>
        </Card>
        <LedgerHistory />
      </div>
      <aside className="flex flex-col gap-6 lg:pt-14" aria-label="Points rules">
        <PointsRules />
      </aside>
    </div>
  );
}
