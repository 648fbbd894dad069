import type { SubmissionFieldsDto } from '@/api/generated/types.gen';
import { UgcLink } from '@/components/ugc-link';
import {
  ACTIVE_STATUS_LABELS,
  FIELD_LABELS,
  PLACE_TYPE_LABELS,
  TYPE_FIELDS,
  type ActiveStatus,
  type PlaceType,
} from '@irl/shared';

const URL_FIELDS = new Set(['videos', 'links', 'photos', 'streamLink']);
/** Name and description, then the type's own fields, then media and tags; anything else last. */
const ORDER = [
  'name',
  'description',
  ...new Set(Object.values(TYPE_FIELDS).flat()),
  'videos',
  'links',
  'photos',
  'tags',
];

function display(field: string, value: string): string {
  if (field === 'placeType') return PLACE_TYPE_LABELS[value as PlaceType] ?? value;
  if (field === 'activeStatus') return ACTIVE_STATUS_LABELS[value as ActiveStatus] ?? value;
  return value;
}

/** Every stored field of a submission; URLs as links with the user-content rel, the rest as text. */
export function SubmissionFieldsView({ fields }: { fields: SubmissionFieldsDto }) {
  const entries = Object.entries(fields as Record<string, unknown>)
    .filter(([, value]) => value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0))
    .sort(([a], [b]) => (ORDER.indexOf(a) >>> 0) - (ORDER.indexOf(b) >>> 0));
  return (
    <dl className="grid gap-x-4 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]" data-testid="submission-fields">
      {entries.map(([field, value]) => (
        <div key={field} className="contents">
          <dt className="font-medium text-muted-foreground">{FIELD_LABELS[field] ?? field}</dt>
          <dd className="min-w-0 break-words whitespace-pre-wrap">
            {Array.isArray(value) ? (
              <ul className="flex flex-col gap-1">
                {value.map((item, index) => (
                  <li key={index}>{URL_FIELDS.has(field) ? <UgcLink href={String(item)} /> : String(item)}</li>
                ))}
              </ul>
            ) : typeof value === 'boolean' ? (
              value ? (
                'Yes'
              ) : (
                'No'
              )
            ) : URL_FIELDS.has(field) ? (
              <UgcLink href={String(value)} />
            ) : (
              display(field, String(value))
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
