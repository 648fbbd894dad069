import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { updateArchiveEntry } from '@/api/generated/sdk.gen';
import type { ArchiveEntryDto, UpdateArchiveEntryDto } from '@/api/generated/types.gen';
import { toast } from '@/components/ui/toast';
import { errorMessage, fieldErrorMap } from '@/lib/api-error';
import { afterArchiveEntryWrite } from './invalidations';
import { LIST_FIELDS, TYPE_FIELDS } from './archive-model';

/** The form's values: text as typed; lists one entry per line (tags comma-separated); the flag a boolean. */
export type EditValues = Record<string, string | boolean>;

const MEDIA = ['videos', 'links', 'photos'] as const;

export function initialValues(entry: ArchiveEntryDto): EditValues {
  const values: EditValues = {
    name: entry.name,
    description: entry.description,
    tags: entry.tags.join(', '),
    ...Object.fromEntries(MEDIA.map((key) => [key, entry[key].join('\n')])),
  };
  for (const field of TYPE_FIELDS[entry.type]) {
    const value = entry.details[field];
    if (field === 'isStreamer') values[field] = value === true;
    else if (LIST_FIELDS.has(field)) values[field] = ((value as string[] | undefined) ?? []).join('\n');
    else values[field] = typeof value === 'string' ? value : '';
  }
  return values;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The PATCH body: every field of the form (the server saves only what changed). */
export function toUpdateBody(entry: ArchiveEntryDto, values: EditValues): UpdateArchiveEntryDto {
  const text = (key: string) => String(values[key] ?? '');
  const body: Record<string, unknown> = {
    name: text('name'),
    description: text('description'),
    tags: text('tags')
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    ...Object.fromEntries(MEDIA.map((key) => [key, lines(text(key))])),
  };
  for (const field of TYPE_FIELDS[entry.type]) {
    if (field === 'isStreamer') body[field] = values[field] === true;
    else if (LIST_FIELDS.has(field)) body[field] = lines(text(field));
    else body[field] = text(field).trim();
  }
  if (body.isStreamer === false) body.streamLink = '';
  return body;
}

/** State and save of the admin's edit dialog. */
export function useArchiveEditForm(entry: ArchiveEntryDto, onSaved: () => void) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<EditValues>(() => initialValues(entry));
  const save = useMutation({
    mutationFn: () =>
      updateArchiveEntry({
        path: { type: entry.type, slug: entry.slug },
        body: toUpdateBody(entry, values),
        throwOnError: true,
      }).then((result) => result.data),
    onSuccess: async (saved) => {
      await afterArchiveEntryWrite(queryClient, saved);
      toast({ title: 'Entry Updated', description: `${saved.name} has been saved.`, variant: 'success' });
      onSaved();
    },
    onError: (error) => {
      toast({ title: 'Update Failed', description: errorMessage(error), variant: 'destructive' });
    },
  });
  return {
    values,
    set: (key: string, value: string | boolean) => setValues((current) => ({ ...current, [key]: value })),
    reset: () => setValues(initialValues(entry)),
    save,
    errors: save.isError ? fieldErrorMap(save.error) : {},
  };
}
