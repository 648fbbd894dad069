import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { listAdminStoreItemsOptions, updateStoreItemMutation } from '@/api/generated/@tanstack/react-query.gen';
import type { AdminStoreItemDto } from '@/api/generated/types.gen';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/api-error';
import { formatNumber } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import { afterStoreItemsChange } from './invalidations';
import { StoreItemForm } from './store-item-form';

const KIND_LABEL = { points_pack: 'Points pack', donation: 'Donate package' } as const;

/** Store Items: every pack and donate package with its sales; create, edit, retire and restore. */
export function StoreItemsTab() {
  const queryClient = useQueryClient();
  const items = useQuery(listAdminStoreItemsOptions());
  const [editing, setEditing] = useState<AdminStoreItemDto | 'new' | null>(null);
  const { confirm, dialog } = useConfirm();
  const status = useMutation({
    ...updateStoreItemMutation(),
    onSuccess: async (saved) => {
      await afterStoreItemsChange(queryClient);
      toast({ title: saved.status === 'retired' ? 'Store item retired' : 'Store item restored', variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Failed to update the item.',
        variant: 'destructive',
      }),
  });

  const changeStatus = (item: AdminStoreItemDto) =>
    item.status === 'active'
      ? confirm({
          title: `Retire ${item.name}?`,
          description: 'It leaves the store at once and cannot be bought until restored.',
          confirmLabel: 'Retire Item',
          onConfirm: () => status.mutate({ path: { id: item.id }, body: { status: 'retired' } }),
        })
      : status.mutate({ path: { id: item.id }, body: { status: 'active' } });

  return (
    <div className="grid gap-4">
      <div className="flex items-center justify-between gap-4">
        <p className="text-sm text-muted-foreground">
          Retired items leave the Store and Donate pages but keep their sales history.
        </p>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden />
          Add item
        </Button>
      </div>
      <QueryState
        query={items}
        loadingLabel="Loading store items..."
        errorTitle="Could not load the store items"
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState dashed>No store items yet.</EmptyState>}
      >
        {(list) => (
          <DataTable
            columns={storeItemColumns({ onEdit: setEditing, onStatus: changeStatus, pending: status.isPending })}
            rows={list}
            rowKey={(item) => item.id}
            caption="Store items"
            look={STORE_TABLE_LOOK}
          />
        )}
      </QueryState>
      {dialog}
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? null : setEditing(null))}>
        <DialogContent>
          {editing !== null ? (
            <StoreItemForm
              key={editing === 'new' ? 'new' : editing.id}
              item={editing === 'new' ? null : editing}
              onDone={() => setEditing(null)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}

const STORE_TABLE_LOOK = {
  wrapper: 'relative overflow-x-auto rounded-xl border',
  table: 'w-full text-sm',
  head: 'bg-muted/50 text-left',
  headCell: 'px-3 py-2 font-medium',
  row: 'border-t',
  cell: 'px-3 py-2',
};

function storeItemColumns({
  onEdit,
  onStatus,
  pending,
}: {
  onEdit: (item: AdminStoreItemDto) => void;
  onStatus: (item: AdminStoreItemDto) => void;
  pending: boolean;
}): DataTableColumn<AdminStoreItemDto>[] {
  return [
    {
      header: 'Item',
      rowHeader: true,
      cellClassName: 'text-left font-medium',
      cell: (item) => (
        <>
          {item.name}
          {item.highlighted ? <Badge className="ml-2">Popular</Badge> : null}
          <span className="block text-xs font-normal text-muted-foreground">{item.key}</span>
        </>
      ),
    },
    { header: 'Kind', cell: (item) => KIND_LABEL[item.kind] },
    { header: 'Price', className: 'text-right', cell: (item) => formatMoney(item.priceCents, item.currency) },
    {
      header: 'Points',
      className: 'text-right',
      cell: (item) => (
        <>
          {formatNumber(item.points)}
          {item.bonusPercent > 0 ? (
            <span className="block text-xs text-muted-foreground">+{item.bonusPercent}% bonus</span>
          ) : null}
        </>
      ),
    },
    {
      header: 'Status',
      cell: (item) => (
        <Badge variant={item.status === 'active' ? 'secondary' : 'muted'}>
          {item.status === 'active' ? 'Active' : 'Retired'}
        </Badge>
      ),
    },
    {
      header: 'Sales',
      className: 'text-right',
      cell: (item) => (
        <>
          {formatNumber(item.sales)}
          {item.refunds > 0 ? (
            <span className="block text-xs text-muted-foreground">{formatNumber(item.refunds)} refunded</span>
          ) : null}
        </>
      ),
    },
    {
      header: 'Net revenue',
      className: 'text-right',
      cell: (item) => formatMoney(item.netRevenueCents, item.currency),
    },
    {
      header: <span className="sr-only">Actions</span>,
      cell: (item) => (
        <div className="flex justify-end gap-2">
          <Button size="sm" variant="outline" onClick={() => onEdit(item)} aria-label={`Edit ${item.name}`}>
            Edit
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={pending}
            aria-label={`${item.status === 'active' ? 'Retire' : 'Restore'} ${item.name}`}
            onClick={() => onStatus(item)}
          >
            {item.status === 'active' ? 'Retire' : 'Restore'}
          </Button>
        </div>
      ),
    },
  ];
}
