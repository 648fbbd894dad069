import { useQuery } from '@tanstack/react-query';
import { getBoostQueueOptions } from '@/api/generated/@tanstack/react-query.gen';
import { QueryState } from '@/components/ui/query-state';
import { useSession } from '@/lib/session';
import { BoostPurchaseCard } from './boost-purchase-card';
import { BoostQueueCard } from './boost-queue-card';
import { MyBoostsCard } from './my-boosts-card';

/** The Store's Boosts tab: spend points to feature one of your articles on the home page. */
export function BoostsTab() {
  const { user } = useSession();
  const queue = useQuery(getBoostQueueOptions());
  return (
    <QueryState query={queue} loadingLabel="Loading boosts..." errorTitle="Failed to load boosts.">
      {(data) => (
        <div className="grid gap-6 lg:grid-cols-2" data-testid="boosts-tab">
          <BoostPurchaseCard queue={data} balance={user?.availablePoints ?? 0} />
          <BoostQueueCard queue={data} />
          <MyBoostsCard />
        </div>
      )}
    </QueryState>
  );
}
