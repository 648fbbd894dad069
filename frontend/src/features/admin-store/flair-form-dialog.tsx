import { useState } from 'react';
import type { AdminFlairDto } from '@/api/generated/types.gen';
import type { FlairAnimation } from '@/components/users/flair-badge';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { SwitchField } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { FlairBadge } from '@/components/users/flair-badge';
import { fieldErrorMap, serverMessage } from '@/lib/api-error';
import { FLAIR_ANIMATIONS, formValuesOf, toFlairBody, type FlairFormValues } from './flair-form';
import type { FlairManagement } from './use-flair-management';

type Props = {
  /** The flair being edited, 'new' for a new one, null when closed. */
  editing: AdminFlairDto | 'new' | null;
  management: FlairManagement;
  onClose: () => void;
};

/** Create or edit a flair, with a live preview of the badge. */
export function FlairFormDialog({ editing, ...props }: Props) {
  if (!editing) return null;
  return (
    <FlairFormBody key={editing === 'new' ? 'new' : editing.id} flair={editing === 'new' ? null : editing} {...props} />
  );
}

function FlairFormBody({ flair, management, onClose }: Omit<Props, 'editing'> & { flair: AdminFlairDto | null }) {
  const [values, setValues] = useState<FlairFormValues>(() => formValuesOf(flair));
  const set = (patch: Partial<FlairFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const mutation = flair ? management.update : management.create;
  const errors = fieldErrorMap(mutation.error);
  const errorOf = (field: string): string | undefined => errors[field];
  const generalError = mutation.isError && Object.keys(errors).length === 0 ? serverMessage(mutation.error) : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = toFlairBody(values);
    if (flair) management.update.mutate({ path: { id: flair.id }, body }, { onSuccess: onClose });
    else management.create.mutate({ body }, { onSuccess: onClose });
  };

  const colour = (field: 'backgroundColor' | 'textColor' | 'borderColor', label: string) => (
    <FormField id={`flair-${field}`} label={label} error={errorOf(field)}>
      {(aria) => (
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label={`${label} picker`}
            value={values[field]}
            onChange={(e) => set({ [field]: e.target.value })}
            className="h-10 w-12 cursor-pointer rounded-md border bg-transparent"
          />
          <Input {...aria} value={values[field]} onChange={(e) => set({ [field]: e.target.value })} />
        </div>
      )}
    </FormField>
  );

  return (
    <FormDialog
      title={flair ? `Edit ${flair.displayName}` : 'New flair'}
      description="Flairs are bought with points, or granted after an application."
      onSubmit={submit}
      onClose={onClose}
      className="max-w-2xl"
      preview={
        <>
          <span className="text-sm text-muted-foreground">Preview</span>
          <FlairBadge
            flair={{
              ...values,
              displayName: values.displayName || 'Flair',
              animationType: values.isAnimated ? values.animationType : null,
            }}
          />
        </>
      }
      generalError={generalError}
      confirmLabel={flair ? 'Save Changes' : 'Create Flair'}
      pending={mutation.isPending}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="flair-name" label="Name" hint="Lower-case letters, digits and dashes" error={errorOf('name')}>
          {(aria) => <Input {...aria} value={values.name} onChange={(e) => set({ name: e.target.value })} />}
        </FormField>
        <FormField id="flair-display-name" label="Display name" error={errorOf('displayName')}>
          {(aria) => (
            <Input {...aria} value={values.displayName} onChange={(e) => set({ displayName: e.target.value })} />
          )}
        </FormField>
      </div>
      <FormField id="flair-description" label="Description" error={errorOf('description')}>
        {(aria) => (
          <Textarea
            {...aria}
            rows={2}
            value={values.description}
            onChange={(e) => set({ description: e.target.value })}
          />
        )}
      </FormField>
      <div className="grid gap-3 sm:grid-cols-3">
        {colour('backgroundColor', 'Background')}
        {colour('textColor', 'Text')}
        {colour('borderColor', 'Border')}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="flair-point-cost" label="Point cost" error={errorOf('pointCost')}>
          {(aria) => (
            <Input
              {...aria}
              type="number"
              min={0}
              value={values.pointCost}
              onChange={(e) => set({ pointCost: e.target.value })}
            />
          )}
        </FormField>
        <FormField id="flair-price" label="Price (USD, shown)" error={errorOf('price')}>
          {(aria) => (
            <Input
              {...aria}
              type="number"
              min={0}
              step="0.01"
              value={values.price}
              onChange={(e) => set({ price: e.target.value })}
            />
          )}
        </FormField>
      </div>
      <SwitchField
        label="Requires an application"
        description="Users apply; an admin approves or denies."
        checked={values.requiresApplication}
        onCheckedChange={(checked) => set({ requiresApplication: checked })}
      />
      <SwitchField
        label="Animated"
        checked={values.isAnimated}
        onCheckedChange={(checked) => set({ isAnimated: checked })}
      />
      {values.isAnimated ? (
        <FormField id="flair-animation" label="Animation" error={errorOf('animationType')}>
          {(aria) => (
            <Select
              {...aria}
              value={values.animationType}
              onChange={(e) => set({ animationType: e.target.value as FlairAnimation })}
            >
              {FLAIR_ANIMATIONS.map((animation) => (
                <option key={animation} value={animation}>
                  {animation}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      ) : null}
    </FormDialog>
  );
}
