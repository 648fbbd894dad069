import type { SubmissionType } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { DESCRIPTION_MIN, FIELD_LABELS } from '@irl/shared';
import { PersonalInformationWarning } from '@/components/moderation/personal-information-warning';
import { DuplicateHints } from '@/components/submissions/duplicate-hints';
import { TextField } from './text-field';
import { CommonListFields, TypeFields } from './type-fields';
import { useSubmissionForm } from './use-submission-form';

/** The form of one type. Checked in the browser with the server's own rules before it is sent. */
export function SubmissionForm({ type }: { type: SubmissionType }) {
  const form = useSubmissionForm(type);
  return (
    <form noValidate onSubmit={form.onSubmit} className="flex flex-col gap-5" aria-label={`Submit a ${type}`}>
      <DuplicateHints candidates={form.duplicates} />
      <TextField form={form} field="name" label="Name" required />
      <FormField
        id="submission-description"
        label="Description *"
        error={form.errors.description}
        hint={`At least ${DESCRIPTION_MIN} characters`}
      >
        {(aria) => (
          <Textarea
            {...aria}
            rows={5}
            value={form.values.text.description}
            onChange={(event) => form.setText('description', event.target.value)}
          />
        )}
      </FormField>
      <TypeFields type={type} form={form} />
      <CommonListFields form={form} />
      <PersonalInformationWarning
        matches={form.personalInformation}
        consequence="The reviewer sees it marked, and may reject the submission because of it."
        fieldLabel={(field) => {
          const [name, item] = field.split(/[[\]]/);
          return `${FIELD_LABELS[name] ?? name}${item ? ` (entry ${Number(item) + 1})` : ''}`;
        }}
      />
      <div>
        <Button type="submit" aria-busy={form.pending || undefined}>
          {form.pending ? <Spinner label="Submitting..." /> : null}
          {form.pending ? 'Submitting...' : 'Submit for Review'}
        </Button>
      </div>
    </form>
  );
}
