import { useState, type ComponentProps } from 'react';
import type { SubmissionType } from '@/api/generated/types.gen';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/input';
import {
  ACTIVE_STATUSES,
  ACTIVE_STATUS_LABELS,
  FIELD_LABELS,
  PLACE_TYPES,
  PLACE_TYPE_LABELS,
  type ListField,
} from '@irl/shared';
import { ListInput } from './list-input';
import { PeopleSuggestions } from './people-suggestions';
import { TextField } from './text-field';
import type { SubmissionFormModel } from './use-submission-form';

const PEOPLE_LIST = 'submission-people';

/** One list field of the form, bound to its values and errors. */
function List({
  form,
  field,
  ...rest
}: { form: SubmissionFormModel; field: ListField } & Pick<
  ComponentProps<typeof ListInput>,
  'type' | 'placeholder' | 'suggestions' | 'onRowInput'
>) {
  return (
    <ListInput
      id={`submission-${field}`}
      label={FIELD_LABELS[field]}
      rows={form.values.lists[field]}
      onChange={(rows) => form.setList(field, rows)}
      error={form.errors[field]}
      {...rest}
    />
  );
}

/** A list whose rows name people: suggests approved people of the archive as the user types. */
function PeopleList({ form, field }: { form: SubmissionFormModel; field: 'associatedWith' | 'participants' }) {
  const [typed, setTyped] = useState('');
  return (
    <>
      <List
        form={form}
        field={field}
        suggestions={`${PEOPLE_LIST}-${field}`}
        placeholder="Start typing a name"
        onRowInput={setTyped}
      />
      <PeopleSuggestions id={`${PEOPLE_LIST}-${field}`} query={typed} />
    </>
  );
}

/** The fields only one type has, in the order the spec lists them. */
export function TypeFields({ type, form }: { type: SubmissionType; form: SubmissionFormModel }) {
  switch (type) {
    case 'person':
      return (
        <>
          <List form={form} field="nicknames" />
          <List form={form} field="akas" />
          <div className="flex items-center gap-3">
            <input
              id="submission-isStreamer"
              type="checkbox"
              className="size-4 accent-primary"
              checked={form.values.isStreamer}
              onChange={(event) => form.setIsStreamer(event.target.checked)}
            />
            <label htmlFor="submission-isStreamer" className="text-sm font-medium">
              Is a streamer
            </label>
          </div>
          {form.values.isStreamer ? (
            <TextField form={form} field="streamLink" label="Stream link" type="url" placeholder="https://" />
          ) : null}
          <TextField form={form} field="location" label="Location" />
          <List form={form} field="previousLocations" />
          <PeopleList form={form} field="associatedWith" />
        </>
      );
    case 'event':
      return (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              form={form}
              field="date"
              label="Date"
              placeholder="YYYY-MM-DD"
              hint="YYYY, YYYY-MM or YYYY-MM-DD"
            />
            <TextField form={form} field="endDate" label="End date" placeholder="YYYY-MM-DD" />
          </div>
          <TextField form={form} field="venue" label="Venue" />
          <PeopleList form={form} field="participants" />
        </>
      );
    case 'place':
      return (
        <>
          <TextField form={form} field="address" label="Address" />
          <TextField
            form={form}
            field="coordinates"
            label="Coordinates"
            placeholder="40.7128,-74.0060"
            hint="Latitude and longitude, separated by a comma"
          />
          <FormField id="submission-placeType" label="Place type" error={form.errors.placeType}>
            {(aria) => (
              <Select
                {...aria}
                value={form.values.text.placeType}
                onChange={(event) => form.setText('placeType', event.target.value)}
              >
                <option value="">Select a place type</option>
                {PLACE_TYPES.map((value) => (
                  <option key={value} value={value}>
                    {PLACE_TYPE_LABELS[value]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </>
      );
    case 'meme':
      return (
        <>
          <TextField form={form} field="origin" label="Origin" />
          <TextField form={form} field="popularityPeriod" label="Popularity period" placeholder="e.g. 2016-2018" />
        </>
      );
    case 'group':
      return (
        <>
          <TextField form={form} field="memberCount" label="Member count" />
          <TextField form={form} field="founded" label="Founded" />
          <FormField id="submission-activeStatus" label="Active status" error={form.errors.activeStatus}>
            {(aria) => (
              <Select
                {...aria}
                value={form.values.text.activeStatus}
                onChange={(event) => form.setText('activeStatus', event.target.value)}
              >
                <option value="">Select a status</option>
                {ACTIVE_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {ACTIVE_STATUS_LABELS[value]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </>
      );
  }
}

/** Media and tags: every type has them. */
export function CommonListFields({ form }: { form: SubmissionFormModel }) {
  return (
    <>
      <List form={form} field="videos" type="url" placeholder="https://" />
      <List form={form} field="links" type="url" placeholder="https://" />
      <List form={form} field="photos" type="url" placeholder="https://" />
      <List form={form} field="tags" />
    </>
  );
}
