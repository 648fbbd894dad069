import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/input';

/** The lengths offered for a suspension; '' is a ban until an admin lifts it. */
export const BAN_DURATIONS = [
  { value: '1', label: '1 day' },
  { value: '3', label: '3 days' },
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
  { value: '', label: 'Until an admin lifts it' },
] as const;

export type BanDuration = (typeof BAN_DURATIONS)[number]['value'];

/** The request's durationDays: absent for a ban until lifted. */
export const durationDaysOf = (duration: BanDuration): number | undefined =>
  duration === '' ? undefined : Number(duration);

/** How long a ban lasts: a suspension that ends by itself, or until lifted. */
export function BanDurationField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: BanDuration;
  onChange: (next: BanDuration) => void;
}) {
  return (
    <FormField id={id} label="Length" hint="A suspension ends by itself; they can sign in again afterwards.">
      {(aria) => (
        <Select {...aria} value={value} onChange={(event) => onChange(event.target.value as BanDuration)}>
          {BAN_DURATIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}
