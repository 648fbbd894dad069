import { useState } from 'react';
import type { AdminFlairDto } from '@/api/generated/types.gen';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { FlairBadge } from '@/components/users/flair-badge';
import { formatNumber } from '@/lib/format';
import { FlairApplicationsReview } from './flair-applications-review';
import { FlairFormDialog } from './flair-form-dialog';
import { FlairOwnersDialog } from './flair-owners-dialog';
import { useFlairManagement, type FlairManagement } from './use-flair-management';

/**
 * The Flair Management tab of /admin/store-management: the catalogue (create, edit, retire and
 * restore), each flair's owners, and the applications waiting for review.
 */
export function FlairManagementTab() {
  const management = useFlairManagement();
  const [editing, setEditing] = useState<AdminFlairDto | 'new' | null>(null);
  const [ownersOf, setOwnersOf] = useState<AdminFlairDto | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <FlairApplicationsReview management={management} />
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
          <div>
            <CardTitle as="h2">Flairs</CardTitle>
            <CardDescription>Retired flairs leave the store; their owners keep them.</CardDescription>
          </div>
          <Button onClick={() => setEditing('new')}>New Flair</Button>
        </CardHeader>
        <CardContent>
          <QueryState
            query={management.flairs}
            loadingLabel="Loading flairs..."
            errorTitle="Failed to load the flairs."
            isEmpty={(list) => list.length === 0}
            empty={
              <EmptyState dashed testId="no-flairs">
                No flairs yet. Create the first one.
              </EmptyState>
            }
          >
            {(list) => <FlairTable list={list} management={management} onEdit={setEditing} onOwners={setOwnersOf} />}
          </QueryState>
        </CardContent>
      </Card>
      <FlairFormDialog editing={editing} management={management} onClose={() => setEditing(null)} />
      <FlairOwnersDialog flair={ownersOf} onClose={() => setOwnersOf(null)} />
    </div>
  );
}

/** The catalogue's own look: no frame (it sits in a card), a rule under each row. */
const FLAIR_TABLE_LOOK = {
  wrapper: 'relative overflow-x-auto',
  table: 'w-full text-sm',
  head: 'text-left text-muted-foreground',
  headRow: 'border-b',
  headCell: 'py-2 font-medium',
  row: 'border-b last:border-0',
  cell: 'py-3',
};

function FlairTable({
  list,
  management,
  onEdit,
  onOwners,
}: {
  list: AdminFlairDto[];
  management: FlairManagement;
  onEdit: (flair: AdminFlairDto) => void;
  onOwners: (flair: AdminFlairDto) => void;
}) {
  const { confirm, dialog } = useConfirm();
  const columns: DataTableColumn<AdminFlairDto>[] = [
    {
      header: 'Flair',
      className: 'pr-3',
      cell: (flair) => (
        <div className="flex flex-col gap-1">
          <FlairBadge flair={flair} />
          <span className="text-xs text-muted-foreground">{flair.name}</span>
        </div>
      ),
    },
    {
      header: 'How',
      className: 'pr-3',
      cell: (flair) => (flair.requiresApplication ? 'Application' : `${formatNumber(flair.pointCost)} points`),
    },
    { header: 'Owners', className: 'pr-3 text-right', cell: (flair) => formatNumber(flair.ownerCount) },
    { header: 'Pending', className: 'pr-3 text-right', cell: (flair) => formatNumber(flair.pendingApplications) },
    {
      header: 'Status',
      className: 'pr-3',
      cell: (flair) => (
        <Badge variant={flair.retired ? 'outline' : 'default'}>{flair.retired ? 'Retired' : 'In store'}</Badge>
      ),
    },
    {
      header: <span className="sr-only">Actions</span>,
      cell: (flair) => (
        <div className="flex justify-end gap-1">
          <Button variant="ghost" size="sm" onClick={() => onOwners(flair)}>
            Owners
          </Button>
          <Button variant="ghost" size="sm" onClick={() => onEdit(flair)}>
            Edit
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={management.retire.isPending}
            onClick={() =>
              flair.retired
                ? management.retire.mutate({ path: { id: flair.id }, body: { retired: false } })
                : confirm({
                    title: `Retire ${flair.displayName}?`,
                    description: 'It leaves the store at once and nobody can buy or apply for it; owners keep it.',
                    confirmLabel: 'Retire Flair',
                    onConfirm: () => management.retire.mutate({ path: { id: flair.id }, body: { retired: true } }),
                  })
            }
          >
            {flair.retired ? 'Restore' : 'Retire'}
          </Button>
        </div>
      ),
    },
  ];
  return (
    <>
      {dialog}
      <DataTable
        columns={columns}
        rows={list}
        rowKey={(flair) => flair.id}
        rowTestId={(flair) => `admin-flair-${flair.name}`}
        look={FLAIR_TABLE_LOOK}
      />
    </>
  );
}
