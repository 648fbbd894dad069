import type { ArchiveEntryFields } from './archive.repository.js';
import { fieldsOf, type ArchiveType } from './archive-types.js';

const COMMON_FIELDS = ['name', 'description', 'tags', 'videos', 'links', 'photos'] as const;

/** Names of the fields that differ between two versions (type fields by name, e.g. "venue"). */
export function changedFields(type: ArchiveType, before: ArchiveEntryFields, after: ArchiveEntryFields): string[] {
  const changed: string[] = COMMON_FIELDS.filter((field) => !same(before[field], after[field]));
  for (const field of fieldsOf(type)) {
    if (!same(before.details[field], after.details[field])) changed.push(field);
  }
  return changed;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}
