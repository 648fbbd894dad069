import { type FormEvent, useState } from 'react';
import type { AdminBadgeDto } from '@/api/generated/types.gen';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorStatus, fieldErrorMap, serverMessage } from '@/lib/api-error';
import type { BadgeCatalogue } from './use-badge-catalogue';

type Props = {
  /** The badge being edited, 'new' for a new one, null when closed. */
  editing: AdminBadgeDto | 'new' | null;
  catalogue: BadgeCatalogue;
  onClose: () => void;
};

/** Create a badge, or edit the name, description and icon of one, with a preview of how it shows. */
export function BadgeFormDialog({ editing, ...props }: Props) {
  if (!editing) return null;
  return (
    <BadgeForm key={editing === 'new' ? 'new' : editing.id} badge={editing === 'new' ? null : editing} {...props} />
  );
}

function BadgeForm({ badge, catalogue, onClose }: Omit<Props, 'editing'> & { badge: AdminBadgeDto | null }) {
  const [name, setName] = useState(badge?.name ?? '');
  const [description, setDescription] = useState(badge?.description ?? '');
  const [icon, setIcon] = useState(badge?.icon ?? '');
  const mutation = badge ? catalogue.update : catalogue.create;
  const errors = fieldErrorMap(mutation.error);
  // A taken name is a 409 without field errors: it belongs under the name.
  const nameError =
    errors.name ?? (errorStatus(mutation.error) === 409 ? (serverMessage(mutation.error) ?? undefined) : undefined);
  const generalError =
    mutation.isError && Object.keys(errors).length === 0 && !nameError ? serverMessage(mutation.error) : null;
  const complete = name.trim() !== '' && description.trim() !== '' && icon.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete || mutation.isPending) return;
    const body = { name: name.trim(), description: description.trim(), icon: icon.trim() };
    if (badge) catalogue.update.mutate({ path: { badgeId: badge.id }, body }, { onSuccess: onClose });
    else catalogue.create.mutate({ body }, { onSuccess: onClose });
  };

  return (
    <FormDialog
      title={badge ? `Edit ${badge.name}` : 'New badge'}
      description={
        badge
          ? 'Holders see the new name, description and icon at once.'
          : 'A new badge is awarded by hand, from the Award or revoke panel.'
      }
      onSubmit={submit}
      onClose={onClose}
      preview={
        <>
          <span aria-hidden="true" className="text-2xl leading-none">
            {icon.trim() || '🏅'}
          </span>
          <span className="flex min-w-0 flex-col">
            <span className="font-medium">{name.trim() || 'Badge name'}</span>
            <span className="text-sm text-muted-foreground">{description.trim() || 'What it recognises.'}</span>
          </span>
        </>
      }
      generalError={generalError}
      confirmLabel={badge ? 'Save Badge' : 'Create Badge'}
      pending={mutation.isPending}
      disabled={!complete}
    >
      <FormField id="badge-name" label="Name" error={nameError}>
        {(aria) => <Input {...aria} maxLength={60} value={name} onChange={(e) => setName(e.target.value)} />}
      </FormField>
      <FormField id="badge-description" label="Description" error={errors.description}>
        {(aria) => (
          <Textarea
            {...aria}
            rows={3}
            maxLength={300}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        )}
      </FormField>
      <FormField id="badge-icon" label="Icon" hint="Exactly one emoji, e.g. 🏆" error={errors.icon}>
        {(aria) => (
          <Input
            {...aria}
            className="w-24 text-xl"
            maxLength={16}
            value={icon}
            onChange={(e) => setIcon(e.target.value)}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
