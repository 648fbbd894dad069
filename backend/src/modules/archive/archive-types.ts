import { TYPE_FIELDS, type ArchiveType } from '@irl/shared';

// The types, their fields and the fixed value lists are the submissions' (@irl/shared): an entry is an
// approved submission. Re-exported so the module's files read them from one place.
export { ACTIVE_STATUSES, ARCHIVE_TYPES, isArchiveType, PLACE_TYPES, TYPE_FIELDS, type ArchiveType } from '@irl/shared';

export type DetailField = (typeof TYPE_FIELDS)[ArchiveType][number];

/** Fields that hold a list of text; isStreamer is the one boolean; the rest are text. */
export const LIST_FIELDS: readonly DetailField[] = [
  'nicknames',
  'akas',
  'previousLocations',
  'associatedWith',
  'participants',
];

/** The stored type-specific fields (a subset, by type; blanks are never stored). */
export type ArchiveDetails = Partial<Record<DetailField, string | string[] | boolean>>;

export function fieldsOf(type: ArchiveType): readonly DetailField[] {
  return TYPE_FIELDS[type];
}

/** Trimmed, non-blank, de-duplicated (case-insensitively) entries of a list. */
export function cleanList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of value) {
    if (typeof item !== 'string') continue;
    const text = item.trim();
    if (!text || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    out.push(text);
  }
  return out;
}

/**
 * The type's fields of `input`, cleaned: lists without blanks, text trimmed, blanks left out,
 * fields of other types dropped (a submission carries every field of the form).
 */
export function pickDetails(type: ArchiveType, input: Record<string, unknown> | null | undefined): ArchiveDetails {
  const details: ArchiveDetails = {};
  if (!input) return details;
  for (const field of fieldsOf(type)) {
    const value = input[field];
    if (field === 'isStreamer') {
      if (typeof value === 'boolean') details.isStreamer = value;
    } else if (LIST_FIELDS.includes(field)) {
      const list = cleanList(value);
      if (list.length) details[field] = list;
    } else if (typeof value === 'string' && value.trim()) {
      details[field] = value.trim();
    }
  }
  if (details.isStreamer !== true) delete details.streamLink; // the link goes with the streamer flag
  return details;
}

/** Other names of an entry (nicknames and akas), for search and duplicate detection. */
export function aliasesOf(details: ArchiveDetails): string[] {
  return cleanList([...listValue(details.nicknames), ...listValue(details.akas)]);
}

export function listValue(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/**
 * The calendar date of a dated text ("2007-03-19", "2007-03", "2007", "March 19, 2007"), for the
 * timeline; null when it names no date. A year alone is its 1 January, a month its first day.
 */
export function parseEventDate(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const value = text.trim();
  let match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (match) return validDate(+match[1], +match[2], +match[3]);
  match = /^(\d{4})-(\d{2})$/.exec(value);
  if (match) return validDate(+match[1], +match[2], 1);
  match = /^(\d{4})$/.exec(value);
  if (match) return validDate(+match[1], 1, 1);
  const parsed = Date.parse(`${value} UTC`);
  if (!/\d{4}/.test(value) || Number.isNaN(parsed)) return null;
  const date = new Date(parsed);
  return validDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

function validDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1800 || year > 2200 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export const MAX_SLUG_LENGTH = 80;

/** URL form of a name: ASCII lower case, words joined by "-" ("Justin.tv" → "justin-tv"); "entry" when nothing is left. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/g, '');
  return slug || 'entry';
}

/** The n-th slug tried for a name already taken: "name", "name-2", "name-3", ... */
export function numberedSlug(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return `${base.slice(0, MAX_SLUG_LENGTH - suffix.length).replace(/-+$/g, '')}${suffix}`;
}
