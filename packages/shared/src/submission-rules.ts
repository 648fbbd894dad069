/**
 * The rules of a contributed entry: the API (the authority), the CSV import worker and the browser form
 * all run this one module. Pure TypeScript without imports, so each of them can.
 */

export enum SubmissionType {
  Person = 'person',
  Event = 'event',
  Place = 'place',
  Meme = 'meme',
  Group = 'group',
}

export enum SubmissionStatus {
  Pending = 'pending',
  Approved = 'approved',
  Rejected = 'rejected',
}

export const SUBMISSION_TYPES: readonly SubmissionType[] = [
  SubmissionType.Person,
  SubmissionType.Event,
  SubmissionType.Place,
  SubmissionType.Meme,
  SubmissionType.Group,
];

export const PLACE_TYPES = ['residence', 'business', 'venue', 'landmark', 'other'] as const;
export type PlaceType = (typeof PLACE_TYPES)[number];
export const PLACE_TYPE_LABELS: Record<PlaceType, string> = {
  residence: 'Residence',
  business: 'Business',
  venue: 'Event Venue',
  landmark: 'Landmark',
  other: 'Other',
};

export const ACTIVE_STATUSES = ['active', 'inactive', 'disbanded', 'unknown'] as const;
export type ActiveStatus = (typeof ACTIVE_STATUSES)[number];
export const ACTIVE_STATUS_LABELS: Record<ActiveStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  disbanded: 'Disbanded',
  unknown: 'Unknown',
};

/** Fields every type has. */
export const COMMON_FIELDS = ['name', 'description', 'videos', 'links', 'photos', 'tags'] as const;

/** Fields of one type only, in the order the form shows them. */
export const TYPE_FIELDS = {
  person: ['nicknames', 'akas', 'isStreamer', 'streamLink', 'location', 'previousLocations', 'associatedWith'],
  event: ['date', 'endDate', 'venue', 'participants'],
  place: ['address', 'coordinates', 'placeType'],
  meme: ['origin', 'popularityPeriod'],
  group: ['memberCount', 'founded', 'activeStatus'],
} as const satisfies Record<SubmissionType, readonly string[]>;

/** Every list input; blank entries are dropped before anything else looks at them. */
export const LIST_FIELDS = [
  'videos',
  'links',
  'photos',
  'tags',
  'nicknames',
  'akas',
  'previousLocations',
  'participants',
  'associatedWith',
] as const;
export type ListField = (typeof LIST_FIELDS)[number];

/** Lists whose entries must be http(s) URLs. */
export const URL_LIST_FIELDS = ['videos', 'links', 'photos'] as const;

export const BOOLEAN_FIELDS = ['isStreamer'] as const;

export const ALL_SUBMISSION_FIELDS: readonly string[] = [
  ...COMMON_FIELDS,
  ...new Set(Object.values(TYPE_FIELDS).flat()),
];

export const NAME_MAX = 200;
export const DESCRIPTION_MIN = 10;
export const DESCRIPTION_MAX = 10_000;
export const TEXT_MAX = 500;
export const URL_MAX = 2048;
export const LIST_MAX_ENTRIES = 50;

/** The exact wording users see (browser and server alike). */
export const SubmissionRuleMessages = {
  typeInvalid: 'Type must be one of person, event, place, meme or group',
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${NAME_MAX} characters`,
  descriptionTooShort: `Description must be at least ${DESCRIPTION_MIN} characters`,
  descriptionTooLong: `Description must be at most ${DESCRIPTION_MAX} characters`,
  streamLinkInvalid: 'Stream link must be a valid URL',
  coordinatesInvalid: 'Coordinates must be latitude,longitude (e.g. 40.7128,-74.0060)',
  placeTypeInvalid: 'Place type must be one of Residence, Business, Event Venue, Landmark or Other',
  activeStatusInvalid: 'Active status must be one of Active, Inactive, Disbanded or Unknown',
  dateInvalid: 'Date must be YYYY, YYYY-MM or YYYY-MM-DD',
  endDateInvalid: 'End date must be YYYY, YYYY-MM or YYYY-MM-DD',
  endDateBeforeDate: 'End date must not be before the date',
  urlListInvalid: (label: string) => `Every entry of ${label} must be a valid http(s) URL`,
  listTooLong: (label: string) => `${label} may have at most ${LIST_MAX_ENTRIES} entries`,
  entryTooLong: (label: string) => `Each entry of ${label} must be at most ${TEXT_MAX} characters`,
  urlTooLong: (label: string) => `Each URL of ${label} must be at most ${URL_MAX} characters`,
  notText: (label: string) => `${label} must be text`,
  notList: (label: string) => `${label} must be a list of text entries`,
  notBoolean: 'Is streamer must be true or false',
  textTooLong: (label: string) => `${label} must be at most ${TEXT_MAX} characters`,
  unknownField: (field: string) => `${field} is not a field of a submission`,
  notForType: (field: string, type: string) => `${field} does not apply to a ${type}`,
} as const;

/** How fields are named in messages. */
export const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  description: 'Description',
  videos: 'Videos',
  links: 'Links',
  photos: 'Photos',
  tags: 'Tags',
  nicknames: 'Nicknames',
  akas: 'AKAs',
  isStreamer: 'Is streamer',
  streamLink: 'Stream link',
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
  popularityPeriod: 'Popularity period',
  memberCount: 'Member count',
  founded: 'Founded',
  activeStatus: 'Active status',
};

export interface SubmissionFieldError {
  field: string;
  reason: string;
}

/** A valid submission as stored: common columns plus the type's own fields (only those that were given). */
export interface SubmissionValue {
  type: SubmissionType;
  name: string;
  description: string;
  tags: string[];
  details: Record<string, string | boolean | string[]>;
}

export interface SubmissionValidation {
  value: SubmissionValue | null;
  errors: SubmissionFieldError[];
}

export function isSubmissionType(value: unknown): value is SubmissionType {
  return typeof value === 'string' && (SUBMISSION_TYPES as readonly string[]).includes(value);
}

/** True for an absolute http: or https: URL with a host. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** "lat,lng" with latitude -90..90 and longitude -180..180. */
export function isCoordinates(value: string): boolean {
  const match = /^\s*([-+]?\d{1,3}(?:\.\d+)?)\s*,\s*([-+]?\d{1,3}(?:\.\d+)?)\s*$/.exec(value);
  if (!match) return false;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
}

/** YYYY, YYYY-MM or YYYY-MM-DD naming a real day or month. */
export function isHistoryDate(value: string): boolean {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(value);
  if (!match) return false;
  const [, year, month, day] = match;
  if (month === undefined) return true;
  const monthNumber = Number(month);
  if (monthNumber < 1 || monthNumber > 12) return false;
  if (day === undefined) return true;
  const date = new Date(Date.UTC(Number(year), monthNumber - 1, Number(day)));
  return date.getUTCMonth() === monthNumber - 1 && date.getUTCDate() === Number(day);
}

/** Drops blank entries and trims the rest (what the form does before sending). */
export function withoutBlankEntries(entries: readonly string[]): string[] {
  return entries.map((entry) => entry.trim()).filter((entry) => entry.length > 0);
}

/** The fields a type accepts, common ones first. */
export function fieldsOf(type: SubmissionType): readonly string[] {
  return [...COMMON_FIELDS, ...TYPE_FIELDS[type]];
}

function isEmptyInput(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every((entry) => typeof entry === 'string' && entry.trim() === '');
  return false;
}

function readBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (['true', 'yes', '1'].includes(text)) return true;
    if (['false', 'no', '0', ''].includes(text)) return false;
  }
  return undefined;
}

/**
 * Checks one submission of `type` and returns the cleaned value (trimmed text, lists without blanks,
 * only the fields the type has) or every problem found, each naming its field. Fields of another type
 * are refused when filled in and ignored when empty (a form may send them blank); unknown fields are
 * refused. `type` itself is read from `input.type` when `type` is not given.
 */
export function validateSubmission(type: unknown, input: Record<string, unknown>): SubmissionValidation {
  const errors: SubmissionFieldError[] = [];
  const add = (field: string, reason: string) => errors.push({ field, reason });
  if (!isSubmissionType(type)) {
    add('type', SubmissionRuleMessages.typeInvalid);
    return { value: null, errors };
  }
  const own = new Set(fieldsOf(type));
  for (const [field, value] of Object.entries(input)) {
    if (field === 'type') continue;
    if (!ALL_SUBMISSION_FIELDS.includes(field)) add(field, SubmissionRuleMessages.unknownField(field));
    else if (!own.has(field) && !isEmptyInput(value)) add(field, SubmissionRuleMessages.notForType(field, type));
  }

  const text = (field: string): string | undefined => {
    const value = input[field];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') {
      add(field, SubmissionRuleMessages.notText(FIELD_LABELS[field] ?? field));
      return undefined;
    }
    return value.trim();
  };
  const list = (field: ListField): string[] => {
    const value = input[field];
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value) || !value.every((entry) => typeof entry === 'string')) {
      add(field, SubmissionRuleMessages.notList(FIELD_LABELS[field]));
      return [];
    }
    const entries = withoutBlankEntries(value);
    const label = FIELD_LABELS[field];
    if (entries.length > LIST_MAX_ENTRIES) add(field, SubmissionRuleMessages.listTooLong(label));
    const isUrlList = (URL_LIST_FIELDS as readonly string[]).includes(field);
    if (isUrlList) {
      if (entries.some((entry) => entry.length > URL_MAX)) add(field, SubmissionRuleMessages.urlTooLong(label));
      else if (!entries.every(isHttpUrl)) add(field, SubmissionRuleMessages.urlListInvalid(label));
    } else if (entries.some((entry) => entry.length > TEXT_MAX)) {
      add(field, SubmissionRuleMessages.entryTooLong(label));
    }
    return entries;
  };
  const shortText = (field: string): string | undefined => {
    const value = text(field);
    if (value !== undefined && value.length > TEXT_MAX) {
      add(field, SubmissionRuleMessages.textTooLong(FIELD_LABELS[field] ?? field));
    }
    return value || undefined;
  };

  const hasError = (field: string) => errors.some((error) => error.field === field);
  const name = text('name') ?? '';
  if (hasError('name')) {
    // already refused as not text
  } else if (name.length < 1) add('name', SubmissionRuleMessages.nameRequired);
  else if (name.length > NAME_MAX) add('name', SubmissionRuleMessages.nameTooLong);
  const description = text('description') ?? '';
  if (hasError('description')) {
    // already refused as not text
  } else if (description.length < DESCRIPTION_MIN) add('description', SubmissionRuleMessages.descriptionTooShort);
  else if (description.length > DESCRIPTION_MAX) add('description', SubmissionRuleMessages.descriptionTooLong);

  const details: Record<string, string | boolean | string[]> = {};
  const putList = (field: ListField) => {
    const entries = list(field);
    if (entries.length > 0) details[field] = entries;
  };
  const putText = (field: string) => {
    const value = shortText(field);
    if (value !== undefined) details[field] = value;
  };

  switch (type) {
    case SubmissionType.Person: {
      putList('nicknames');
      putList('akas');
      const isStreamer = input.isStreamer === undefined ? false : readBoolean(input.isStreamer);
      if (isStreamer === undefined) add('isStreamer', SubmissionRuleMessages.notBoolean);
      details.isStreamer = isStreamer === true;
      // The stream link belongs to streamers only: the form hides it otherwise, and so it is not kept.
      const streamLink = text('streamLink');
      if (isStreamer && streamLink) {
        if (streamLink.length > URL_MAX || !isHttpUrl(streamLink)) {
          add('streamLink', SubmissionRuleMessages.streamLinkInvalid);
        } else details.streamLink = streamLink;
      }
      putText('location');
      putList('previousLocations');
      putList('associatedWith');
      break;
    }
    case SubmissionType.Event: {
      const date = shortText('date');
      if (date !== undefined) {
        if (isHistoryDate(date)) details.date = date;
        else add('date', SubmissionRuleMessages.dateInvalid);
      }
      const endDate = shortText('endDate');
      if (endDate !== undefined) {
        if (!isHistoryDate(endDate)) add('endDate', SubmissionRuleMessages.endDateInvalid);
        else if (date !== undefined && isHistoryDate(date) && endDate < date.slice(0, endDate.length)) {
          add('endDate', SubmissionRuleMessages.endDateBeforeDate);
        } else details.endDate = endDate;
      }
      putText('venue');
      putList('participants');
      break;
    }
    case SubmissionType.Place: {
      putText('address');
      const coordinates = shortText('coordinates');
      if (coordinates !== undefined) {
        if (isCoordinates(coordinates)) details.coordinates = coordinates.replace(/\s+/g, '');
        else add('coordinates', SubmissionRuleMessages.coordinatesInvalid);
      }
      const placeType = shortText('placeType');
      if (placeType !== undefined) {
        if ((PLACE_TYPES as readonly string[]).includes(placeType)) details.placeType = placeType;
        else add('placeType', SubmissionRuleMessages.placeTypeInvalid);
      }
      break;
    }
    case SubmissionType.Meme:
      putText('origin');
      putText('popularityPeriod');
      break;
    case SubmissionType.Group: {
      putText('memberCount');
      putText('founded');
      const activeStatus = shortText('activeStatus');
      if (activeStatus !== undefined) {
        if ((ACTIVE_STATUSES as readonly string[]).includes(activeStatus)) details.activeStatus = activeStatus;
        else add('activeStatus', SubmissionRuleMessages.activeStatusInvalid);
      }
      break;
    }
  }
  putList('videos');
  putList('links');
  putList('photos');
  const tags = list('tags');

  if (errors.length > 0) return { value: null, errors };
  return { value: { type, name, description, tags, details }, errors };
}

/** The names a duplicate check compares: the name plus a person's nicknames and AKAs. */
export function aliasesOf(value: Pick<SubmissionValue, 'details'>): string[] {
  const aliases: string[] = [];
  for (const field of ['nicknames', 'akas'] as const) {
    const entries = value.details[field];
    if (Array.isArray(entries)) aliases.push(...entries);
  }
  return aliases;
}
