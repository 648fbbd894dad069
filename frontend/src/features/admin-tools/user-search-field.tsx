import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** The admin tools' search for users (by username, real name or e-mail address). */
export function UserSearchField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField id={id} label="Search users">
      {(aria) => (
        <Input
          {...aria}
          type="search"
          placeholder="Username, name or e-mail"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
