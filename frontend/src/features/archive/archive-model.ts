import {
  ACTIVE_STATUS_LABELS as ACTIVE_STATUS_NAMES,
  PLACE_TYPE_LABELS as PLACE_TYPE_NAMES,
  TYPE_FIELDS as FIELDS_OF_TYPE,
} from '@irl/shared';
import type { ArchiveDetailsDto, ArchiveType } from '@/api/generated/types.gen';

export { ARCHIVE_TYPES, isArchiveType } from '@irl/shared';

/** Singular and plural labels of each type (chips, badges, headings). */
export const TYPE_LABELS: Record<ArchiveType, { one: string; many: string }> = {
  person: { one: 'Person', many: 'People' },
  event: { one: 'Event', many: 'Events' },
  place: { one: 'Place', many: 'Places' },
  meme: { one: 'Meme', many: 'Memes' },
  group: { one: 'Group', many: 'Groups' },
};

export type DetailField = keyof ArchiveDetailsDto;

/** The infobox rows of each type, in order: the contribution form's fields (@irl/shared). */
export const TYPE_FIELDS: Record<ArchiveType, readonly DetailField[]> = FIELDS_OF_TYPE;

export const FIELD_LABELS: Record<DetailField, string> = {
  nicknames: 'Nicknames',
  akas: 'Also known as',
  isStreamer: 'Streamer',
  streamLink: 'Stream',
  location: 'Location',
  previousLocations: 'Previous locations',
  associatedWith: 'Associated with',
  date: 'Date',
  endDate: 'End date',
  venue: 'Venue',
  participants: 'Participants',
  address: 'Address',
  coordinates: 'Coordinates',
  placeType: 'Place type',
  origin: 'Origin',
  popularityPeriod: 'Popular',
  memberCount: 'Members',
  founded: 'Founded',
  activeStatus: 'Status',
};

export const LIST_FIELDS: ReadonlySet<DetailField> = new Set([
  'nicknames',
  'akas',
  'previousLocations',
  'associatedWith',
  'participants',
]);

// Looked up with whatever text an entry stores (an unknown value shows as written).
export const PLACE_TYPE_LABELS: Record<string, string> = PLACE_TYPE_NAMES;
export const ACTIVE_STATUS_LABELS: Record<string, string> = ACTIVE_STATUS_NAMES;

/** The entry page: /archive/{type}/{slug}. */
export function archiveEntryPath(type: ArchiveType, slug: string): string {
  return `/archive/${type}/${encodeURIComponent(slug)}`;
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'Mar 19, 2007' for a calendar day (YYYY-MM-DD), read in UTC so the day never shifts; other text as written. */
export function formatDay(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : dayFormat.format(date);
}
