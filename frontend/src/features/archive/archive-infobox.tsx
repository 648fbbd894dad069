import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ArchiveEntryDto, ArchiveRelationItemDto } from '@/api/generated/types.gen';
import {
  ACTIVE_STATUS_LABELS,
  archiveEntryPath,
  FIELD_LABELS,
  formatDay,
  LIST_FIELDS,
  PLACE_TYPE_LABELS,
  TYPE_FIELDS,
  TYPE_LABELS,
  type DetailField,
} from './archive-model';

/** Attributes of every link a member wrote: it leaves the site and earns no ranking from it. */
export const UGC_LINK_REL = 'noopener noreferrer nofollow ugc';

/** The infobox: the entry's type and its type's fields, relations linked to the entries they name. */
export function ArchiveInfobox({ entry }: { entry: ArchiveEntryDto }) {
  const relations = new Map(entry.relations.map((relation) => [relation.field as DetailField, relation.items]));
  const rows = TYPE_FIELDS[entry.type].flatMap((field) => {
    const value = relations.has(field) ? <RelationList items={relations.get(field) ?? []} /> : fieldValue(entry, field);
    return value === null ? [] : [{ field, value }];
  });
  return (
    <aside
      aria-label="Infobox"
      className="rounded-xl border bg-card p-4 text-sm shadow-sm"
      data-testid="archive-infobox"
    >
      <p className="mb-3 border-b pb-2 text-center font-semibold">{entry.name}</p>
      <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-3 gap-y-2">
        <dt className="font-medium text-muted-foreground">Type</dt>
        <dd>{TYPE_LABELS[entry.type].one}</dd>
        {rows.map(({ field, value }) => (
          <InfoRow key={field} label={FIELD_LABELS[field]}>
            {value}
          </InfoRow>
        ))}
      </dl>
    </aside>
  );
}

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

/** One field's value as shown, or null when the entry has none. */
function fieldValue(entry: ArchiveEntryDto, field: DetailField): ReactNode {
  const value = entry.details[field];
  if (value === undefined || value === null || value === '') return null;
  if (field === 'isStreamer') return value ? 'Yes' : 'No';
  if (LIST_FIELDS.has(field)) {
    const list = value as string[];
    return list.length ? list.join(', ') : null;
  }
  const text = String(value);
  if (field === 'streamLink') {
    return (
      <a href={text} target="_blank" rel={UGC_LINK_REL} className="text-primary underline-offset-2 hover:underline">
        {text}
      </a>
    );
  }
  if (field === 'date' || field === 'endDate') return formatDay(text);
  if (field === 'placeType') return PLACE_TYPE_LABELS[text] ?? text;
  if (field === 'activeStatus') return ACTIVE_STATUS_LABELS[text] ?? text;
  return text;
}

/** Names written in a relation field: a link to the entry each one names, plain text when none does. */
export function RelationList({ items }: { items: ArchiveRelationItemDto[] }) {
  return (
    <ul className="flex flex-wrap gap-x-1">
      {items.map((item, index) => (
        <li key={`${item.text}-${index}`}>
          {item.entry ? (
            <Link
              to={archiveEntryPath(item.entry.type, item.entry.slug)}
              className="font-medium text-primary underline-offset-2 hover:underline"
              data-testid="archive-relation-link"
            >
              {item.text}
            </Link>
          ) : (
            <span data-testid="archive-relation-text">{item.text}</span>
          )}
          {index < items.length - 1 ? ',' : null}
        </li>
      ))}
    </ul>
  );
}
