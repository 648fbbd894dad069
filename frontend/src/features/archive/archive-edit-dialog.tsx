import {
  PersonalInformationWarning,
  usePersonalInformationInFields,
} from '@/components/moderation/personal-information-warning';
import { useState } from 'react';
import type { ArchiveEntryDto } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogHeading, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import {
  ACTIVE_STATUS_LABELS,
  FIELD_LABELS,
  LIST_FIELDS,
  PLACE_TYPE_LABELS,
  TYPE_FIELDS,
  type DetailField,
} from './archive-model';
import { useArchiveEditForm } from './use-archive-edit-form';

const OPTIONS: Partial<Record<DetailField, Record<string, string>>> = {
  placeType: PLACE_TYPE_LABELS,
  activeStatus: ACTIVE_STATUS_LABELS,
};

/** Admins' Edit: every field of the entry's type; saving adds a version to its history. */
export function ArchiveEditDialog({ entry }: { entry: ArchiveEntryDto }) {
  const [open, setOpen] = useState(false);
  const form = useArchiveEditForm(entry, () => setOpen(false));
  const { values, set, errors } = form;
  const text = (key: string) => String(values[key] ?? '');
  const personalInformation = usePersonalInformationInFields(values);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset();
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">Edit</Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeading title={`Edit ${entry.name}`} description="Your changes are saved as a new revision." />
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            form.save.mutate();
          }}
        >
          <FormField id="archive-edit-name" label="Name" error={errors.name}>
            {(aria) => <Input {...aria} value={text('name')} onChange={(e) => set('name', e.target.value)} />}
          </FormField>
          <FormField id="archive-edit-description" label="Description" error={errors.description}>
            {(aria) => (
              <Textarea
                {...aria}
                rows={5}
                value={text('description')}
                onChange={(e) => set('description', e.target.value)}
              />
            )}
          </FormField>
          {TYPE_FIELDS[entry.type].map((field) => (
            <DetailInput key={field} field={field} form={form} />
          ))}
          <FormField id="archive-edit-tags" label="Tags" hint="Separated by commas" error={errors.tags}>
            {(aria) => <Input {...aria} value={text('tags')} onChange={(e) => set('tags', e.target.value)} />}
          </FormField>
          {(['videos', 'links', 'photos'] as const).map((key) => (
            <FormField
              key={key}
              id={`archive-edit-${key}`}
              label={key[0].toUpperCase() + key.slice(1)}
              hint="One http(s) URL per line"
              error={errors[key]}
            >
              {(aria) => <Textarea {...aria} rows={2} value={text(key)} onChange={(e) => set(key, e.target.value)} />}
            </FormField>
          ))}
          <PersonalInformationWarning
            matches={personalInformation}
            consequence="Saved, it is published with the entry at once."
          />
          <DialogActions
            onCancel={() => setOpen(false)}
            confirmLabel="Save"
            pendingLabel="Saving..."
            pending={form.save.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

function DetailInput({ field, form }: { field: DetailField; form: ReturnType<typeof useArchiveEditForm> }) {
  const { values, set, errors } = form;
  const id = `archive-edit-${field}`;
  if (field === 'isStreamer') {
    return (
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" checked={values.isStreamer === true} onChange={(e) => set(field, e.target.checked)} />
        {FIELD_LABELS[field]}
      </label>
    );
  }
  if (field === 'streamLink' && values.isStreamer !== true) return null;
  const options = OPTIONS[field];
  const value = String(values[field] ?? '');
  return (
    <FormField
      id={id}
      label={FIELD_LABELS[field]}
      hint={LIST_FIELDS.has(field) ? 'One per line' : undefined}
      error={errors[field]}
    >
      {(aria) =>
        options ? (
          <Select {...aria} value={value} onChange={(e) => set(field, e.target.value)}>
            <option value="">Not set</option>
            {Object.entries(options).map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </Select>
        ) : LIST_FIELDS.has(field) ? (
          <Textarea {...aria} rows={3} value={value} onChange={(e) => set(field, e.target.value)} />
        ) : (
          <Input {...aria} value={value} onChange={(e) => set(field, e.target.value)} />
        )
      }
    </FormField>
  );
}
