import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { TextField as TextFieldName } from './submission-form-values';
import type { SubmissionFormModel } from './use-submission-form';

type TextFieldProps = {
  form: SubmissionFormModel;
  field: TextFieldName;
  label: string;
  placeholder?: string;
  hint?: string;
  type?: 'text' | 'url';
  required?: boolean;
};

/** One text input of the contribution form, with its error from the browser check or the server. */
export function TextField({ form, field, label, placeholder, hint, type = 'text', required }: TextFieldProps) {
  return (
    <FormField
      id={`submission-${field}`}
      label={required ? `${label} *` : label}
      error={form.errors[field]}
      hint={hint}
    >
      {(aria) => (
        <Input
          {...aria}
          type={type}
          value={form.values.text[field]}
          placeholder={placeholder}
          onChange={(event) => form.setText(field, event.target.value)}
        />
      )}
    </FormField>
  );
}
