import type { CreateSubmissionDto, SubmissionType } from '@/api/generated/types.gen';
import {
  LIST_FIELDS,
  TYPE_FIELDS,
  validateSubmission,
  withoutBlankEntries,
  type ListField,
  type SubmissionFieldError,
} from '@irl/shared';

/** Text inputs of the form (every field that is neither a list nor the isStreamer box). */
export const TEXT_FIELDS = [
  'name',
  'description',
  'streamLink',
  'location',
  'date',
  'endDate',
  'venue',
  'address',
  'coordinates',
  'placeType',
  'origin',
  'popularityPeriod',
  'memberCount',
  'founded',
  'activeStatus',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export type SubmissionFormValues = {
  text: Record<TextField, string>;
  /** Each list starts with one empty row. */
  lists: Record<ListField, string[]>;
  isStreamer: boolean;
};

export function emptyFormValues(): SubmissionFormValues {
  return {
    text: Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<TextField, string>,
    lists: Object.fromEntries(LIST_FIELDS.map((field) => [field, ['']])) as Record<ListField, string[]>,
    isStreamer: false,
  };
}

function isTextField(field: string): field is TextField {
  return (TEXT_FIELDS as readonly string[]).includes(field);
}

function isListField(field: string): field is ListField {
  return (LIST_FIELDS as readonly string[]).includes(field);
}

/**
 * The request body of one type: only that type's fields and the common ones, blank list entries
 * dropped, the stream link only for streamers.
 */
export function toSubmissionBody(type: SubmissionType, values: SubmissionFormValues): CreateSubmissionDto {
  const body: Record<string, unknown> = { type, name: values.text.name, description: values.text.description };
  for (const field of [...TYPE_FIELDS[type], 'videos', 'links', 'photos', 'tags']) {
    if (field === 'isStreamer') body.isStreamer = values.isStreamer;
    else if (field === 'streamLink') {
      if (values.isStreamer) body.streamLink = values.text.streamLink.trim();
    } else if (isListField(field)) body[field] = withoutBlankEntries(values.lists[field]);
    else if (isTextField(field) && values.text[field].trim() !== '') body[field] = values.text[field].trim();
  }
  return body as CreateSubmissionDto;
}

/** The same rules as the server (one shared file): the first reason per field. */
export function browserErrors(body: CreateSubmissionDto): Record<string, string> {
  const { type, ...fields } = body;
  const { errors } = validateSubmission(type, fields);
  return firstReasonPerField(errors);
}

export function firstReasonPerField(errors: readonly SubmissionFieldError[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const { field, reason } of errors) byField[field] ??= reason;
  return byField;
}
