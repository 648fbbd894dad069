import { Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';

type ListInputProps = {
  id: string;
  label: string;
  rows: string[];
  onChange: (rows: string[]) => void;
  placeholder?: string;
  error?: string;
  /** A <datalist> id offering suggestions (the people picker). */
  suggestions?: string;
  type?: 'text' | 'url';
  onRowInput?: (value: string) => void;
};

/**
 * A list of text rows: starts with one empty row, grows with Add, and each row has a remove
 * button only while there is more than one row. Blank rows are dropped when the form is sent.
 */
export function ListInput({
  id,
  label,
  rows,
  onChange,
  placeholder,
  error,
  suggestions,
  type = 'text',
  onRowInput,
}: ListInputProps) {
  const setRow = (index: number, value: string) => {
    onChange(rows.map((row, at) => (at === index ? value : row)));
    onRowInput?.(value);
  };
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-foreground">{label}</legend>
      {rows.map((row, index) => (
        <div key={index} className="flex items-center gap-2">
          <Label htmlFor={`${id}-${index}`} className="sr-only">
            {`${label} ${index + 1}`}
          </Label>
          <Input
            id={`${id}-${index}`}
            type={type}
            value={row}
            placeholder={placeholder}
            list={suggestions}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setRow(index, event.target.value)}
          />
          {rows.length > 1 ? (
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove ${label} ${index + 1}`}
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
            >
              <X aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      ))}
      <div>
        <Button variant="outline" size="sm" onClick={() => onChange([...rows, ''])} aria-label={`Add ${label}`}>
          <Plus aria-hidden="true" /> Add
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
