import { useQuery } from '@tanstack/react-query';
import { listFlairOwnersOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { AdminFlairDto } from '@/api/generated/types.gen';
import { Avatar } from '@/components/ui/avatar';
import { Dialog, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { formatDate } from '@/lib/format';
import { UserNameLink } from '@/components/users/user-name-link';
import { shownName } from '@/lib/display-name';

/** Who owns a flair (newest first), whether they wear it, and how they got it. */
export function FlairOwnersDialog({ flair, onClose }: { flair: AdminFlairDto | null; onClose: () => void }) {
  if (!flair) return null;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeading title={`Owners of ${flair.displayName}`} description={`${flair.ownerCount} owner(s)`} />
        <OwnersList flairId={flair.id} />
      </DialogContent>
    </Dialog>
  );
}

function OwnersList({ flairId }: { flairId: number }) {
  const owners = useQuery(listFlairOwnersOptions({ path: { id: flairId } }));
  return (
    <QueryState
      query={owners}
      loadingLabel="Loading owners..."
      errorTitle="Failed to load the owners."
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState>Nobody owns this flair yet.</EmptyState>}
    >
      {(list) => (
        <ul className="flex max-h-96 flex-col divide-y overflow-y-auto rounded-md border" data-testid="flair-owners">
          {list.map((owner) => (
            <li key={owner.user.id} className="flex items-center gap-3 p-3 text-sm">
              <Avatar name={shownName(owner.user)} imageUrl={owner.user.profileImageUrl} />
              <UserNameLink user={owner.user} className="font-medium hover:underline" />
              <span className="ml-auto text-muted-foreground">
                {owner.source === 'application' ? 'Granted' : 'Bought'} {formatDate(owner.purchasedAt)}
                {owner.isActive ? ' · Active' : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
