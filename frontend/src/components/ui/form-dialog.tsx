import type { FormEvent, ReactNode } from 'react';
import { Dialog, DialogActions, DialogContent, DialogHeading } from './dialog';

/**
 * An open dialog holding one form that creates or edits a record: the heading, a preview of the
 * record as it will show, the error that belongs to no field, the fields, then Cancel and the submit
 * button. Closing it (Escape, the overlay, Cancel) calls `onClose`.
 */
export function FormDialog({
  title,
  description,
  onSubmit,
  onClose,
  preview,
  generalError,
  confirmLabel,
  pending,
  disabled,
  className,
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  preview: ReactNode;
  generalError: ReactNode;
  confirmLabel: string;
  pending: boolean;
  disabled?: boolean;
  /** Classes for the dialog's content box (a wider one, say). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className={className}>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <DialogHeading title={title} description={description} />
          <div className="flex items-center gap-3 rounded-md border p-3" aria-label="Preview">
            {preview}
          </div>
          {generalError ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {generalError}
            </p>
          ) : null}
          {children}
          <DialogActions
            onCancel={onClose}
            confirmLabel={confirmLabel}
            pendingLabel="Saving..."
            pending={pending}
            disabled={disabled}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
