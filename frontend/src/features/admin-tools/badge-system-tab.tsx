import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { listBadgesOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { AdminBadgeDto } from '@/api/generated/types.gen';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { cn } from '@/lib/cn';
import { formatNumber, pluralize } from '@/lib/format';
import { BadgeAwardPanel } from './badge-award-panel';
import { BadgeFormDialog } from './badge-form-dialog';
import { type BadgeCatalogue, useBadgeCatalogue } from './use-badge-catalogue';

/**
 * Badge System: every badge, how it is earned and how many hold it; new badges, edits and retirement;
 * and awarding or revoking one by hand.
 */
export function BadgeSystemTab() {
  const badges = useQuery(listBadgesOptions());
  const catalogue = useBadgeCatalogue();
  const [editing, setEditing] = useState<AdminBadgeDto | 'new' | null>(null);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <CardTitle>Badges</CardTitle>
            <CardDescription>
              Rule badges are checked against members&apos; activity every few minutes; the others are awarded by an
              admin. Retired badges are awarded no more; holders keep them.
            </CardDescription>
          </div>
          <Button onClick={() => setEditing('new')}>New Badge</Button>
        </CardHeader>
        <CardContent>
          <QueryState
            query={badges}
            loadingLabel="Loading badges..."
            errorTitle="Could not load the badges"
            isEmpty={(list) => list.length === 0}
            empty={<EmptyState dashed>No badges yet. Create the first one.</EmptyState>}
          >
            {(list) => <BadgeList list={list} catalogue={catalogue} onEdit={setEditing} />}
          </QueryState>
        </CardContent>
      </Card>
      <BadgeAwardPanel badges={badges.data ?? []} />
      <BadgeFormDialog editing={editing} catalogue={catalogue} onClose={() => setEditing(null)} />
    </div>
  );
}

function BadgeList({
  list,
  catalogue,
  onEdit,
}: {
  list: AdminBadgeDto[];
  catalogue: BadgeCatalogue;
  onEdit: (badge: AdminBadgeDto) => void;
}) {
  const { confirm, dialog } = useConfirm();
  const setRetired = (badge: AdminBadgeDto, retired: boolean) =>
    catalogue.retire.mutate({ path: { badgeId: badge.id }, body: { retired } });
  const askRetire = (badge: AdminBadgeDto) =>
    confirm({
      title: `Retire ${badge.name}?`,
      description: `Nobody is awarded it any more, by ${badge.automatic ? 'its rule' : 'an admin'}; the ${pluralize(badge.holderCount, 'member')} who hold it keep it.`,
      confirmLabel: 'Retire Badge',
      onConfirm: () => setRetired(badge, true),
    });
  return (
    <>
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-2" aria-label="Badge catalogue">
        {list.map((badge) => (
          <li
            key={badge.id}
            className={cn(
              'flex min-w-0 flex-wrap items-start gap-3 rounded-lg border px-3 py-2',
              badge.retired && 'bg-muted/40',
            )}
            data-testid={`badge-row-${badge.slug}`}
          >
            <span aria-hidden="true" className="text-2xl leading-none">
              {badge.icon}
            </span>
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="flex flex-wrap items-center gap-2 font-medium">
                {badge.name}
                <Badge variant={badge.automatic ? 'secondary' : 'outline'} className="whitespace-normal">
                  {badge.criteria}
                </Badge>
                {badge.retired ? <Badge variant="muted">Retired</Badge> : null}
              </span>
              <span className="text-sm text-muted-foreground">{badge.description}</span>
            </div>
            <span
              className="text-sm whitespace-nowrap"
              aria-label={`${badge.name}: ${pluralize(badge.holderCount, 'holder')}`}
              data-testid={`badge-count-${badge.slug}`}
            >
              <span className="text-lg font-semibold tabular-nums">{formatNumber(badge.holderCount)}</span>{' '}
              <span className="text-muted-foreground">{badge.holderCount === 1 ? 'holder' : 'holders'}</span>
            </span>
            <div className="flex w-full justify-end gap-1">
              <Button variant="ghost" size="sm" aria-label={`Edit ${badge.name}`} onClick={() => onEdit(badge)}>
                Edit
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={catalogue.retire.isPending}
                aria-label={`${badge.retired ? 'Bring back' : 'Retire'} ${badge.name}`}
                onClick={() => (badge.retired ? setRetired(badge, false) : askRetire(badge))}
              >
                {badge.retired ? 'Bring back' : 'Retire'}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {dialog}
    </>
  );
}
