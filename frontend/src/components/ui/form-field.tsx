import type { ReactNode } from 'react';
import { Label } from './input';

/** The attributes a control needs to be tied to its label, hint and error. */
export type FieldAria = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

type FormFieldProps = {
  id: string;
  label: ReactNode;
  /** The server's (or the form's) reason, shown under the control and announced. */
  error?: string;
  hint?: ReactNode;
  /** Renders the control with the ids and aria attributes it must carry. */
  children: (aria: FieldAria) => ReactNode;
};

/** A label, the control, an optional hint and an error message, wired together for screen readers. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
