import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { createStoreItemMutation, updateStoreItemMutation } from '@/api/generated/@tanstack/react-query.gen';
import type { AdminStoreItemDto, StoreItemKind } from '@/api/generated/types.gen';
import { DialogActions, DialogHeading } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { SwitchField } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { fieldErrorMap, serverMessage } from '@/lib/api-error';
import { afterStoreItemsChange } from './invalidations';
import { useIdempotentMutation } from '@/lib/use-idempotent-mutation';

type Values = {
  key: string;
  kind: StoreItemKind;
  name: string;
  description: string;
  price: string;
  points: string;
  highlighted: boolean;
  sortOrder: string;
};

function initialValues(item: AdminStoreItemDto | null): Values {
  return {
    key: item?.key ?? '',
    kind: item?.kind ?? 'points_pack',
    name: item?.name ?? '',
    description: item?.description ?? '',
    price: item ? (item.priceCents / 100).toFixed(2) : '',
    points: item ? String(item.points) : '',
    highlighted: item?.highlighted ?? false,
    sortOrder: item ? String(item.sortOrder) : '0',
  };
}

/** Dollars typed by the admin as cents; NaN when it is not an amount. */
function toCents(price: string): number {
  return /^\d+(\.\d{1,2})?$/.test(price.trim()) ? Math.round(Number(price) * 100) : Number.NaN;
}

/** Create a store item (item null) or edit one; the server checks every figure again. */
export function StoreItemForm({ item, onDone }: { item: AdminStoreItemDto | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => initialValues(item));
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const onSuccess = async () => {
    await afterStoreItemsChange(queryClient);
    toast({ title: item ? 'Store item updated' : 'Store item created', variant: 'success' });
    onDone();
  };
  const create = useIdempotentMutation({ ...createStoreItemMutation(), onSuccess });
  const update = useMutation({ ...updateStoreItemMutation(), onSuccess });
  const mutation = item ? update : create;
  const errors = fieldErrorMap(mutation.error);

  function submit(event: FormEvent) {
    event.preventDefault();
    const common = {
      name: values.name,
      description: values.description,
      priceCents: toCents(values.price),
      points: Number(values.points),
      highlighted: values.highlighted,
      sortOrder: Number(values.sortOrder),
    };
    if (item) update.mutate({ path: { id: item.id }, body: common });
    else create.mutate({ body: { ...common, key: values.key, kind: values.kind } });
  }

  const generalError = mutation.isError && Object.keys(errors).length === 0 ? serverMessage(mutation.error) : null;
  return (
    <form onSubmit={submit} className="grid gap-4">
      <DialogHeading
        title={item ? `Edit ${item.name}` : 'New store item'}
        description="Prices are charged exactly as set here; clients cannot change them."
      />
      {item ? null : (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="item-key" label="Key" error={errors.key} hint="e.g. mega-plus; cannot change later">
            {(aria) => <Input {...aria} value={values.key} onChange={(e) => set('key', e.target.value)} required />}
          </FormField>
          <FormField id="item-kind" label="Kind" error={errors.kind}>
            {(aria) => (
              <Select {...aria} value={values.kind} onChange={(e) => set('kind', e.target.value as StoreItemKind)}>
                <option value="points_pack">Points pack (Store)</option>
                <option value="donation">Donate package</option>
              </Select>
            )}
          </FormField>
        </div>
      )}
      <FormField id="item-name" label="Name" error={errors.name}>
        {(aria) => <Input {...aria} value={values.name} onChange={(e) => set('name', e.target.value)} required />}
      </FormField>
      <FormField id="item-description" label="Description" error={errors.description}>
        {(aria) => (
          <Textarea
            {...aria}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
            rows={2}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="item-price" label="Price (USD)" error={errors.priceCents}>
          {(aria) => (
            <Input {...aria} inputMode="decimal" value={values.price} onChange={(e) => set('price', e.target.value)} />
          )}
        </FormField>
        <FormField id="item-points" label="Points" error={errors.points}>
          {(aria) => (
            <Input
              {...aria}
              inputMode="numeric"
              value={values.points}
              onChange={(e) => set('points', e.target.value)}
            />
          )}
        </FormField>
        <FormField id="item-sort" label="Position" error={errors.sortOrder}>
          {(aria) => (
            <Input
              {...aria}
              inputMode="numeric"
              value={values.sortOrder}
              onChange={(e) => set('sortOrder', e.target.value)}
            />
          )}
        </FormField>
      </div>
      <SwitchField
        label="Highlight as popular"
        checked={values.highlighted}
        onCheckedChange={(checked) => set('highlighted', checked)}
      />
      {generalError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {generalError}
        </p>
      ) : null}
      <DialogActions
        onCancel={onDone}
        confirmLabel={item ? 'Save Changes' : 'Create Item'}
        pendingLabel="Saving..."
        pending={mutation.isPending}
      />
    </form>
  );
}
