import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { cn } from '@/lib/cn';
import { Button, type ButtonVariant } from './button';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * The content of a modal dialog. When it closes, focus goes back to the element that had it when the
 * dialog opened (a button that opened it without a DialogTrigger, e.g. the header's Sign In); when that
 * element is gone, Radix's default applies (the trigger, if any).
 */
export function DialogContent(props: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-sm" />
      <FocusReturningContent {...props} />
    </DialogPrimitive.Portal>
  );
}

function FocusReturningContent({
  className,
  children,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  // Mounted inside the portal, so only when the dialog opens, before focus moves into it: this is the opener.
  const [opener] = useState(() => document.activeElement);
  const returnFocus = (event: Event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented) return;
    if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) {
      event.preventDefault();
      opener.focus();
    }
  };
  return (
    <DialogPrimitive.Content
      className={cn(
        'fixed top-1/2 left-1/2 z-50 grid max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto',
        'rounded-xl border bg-popover p-6 text-popover-foreground shadow-xl',
        className,
      )}
      onCloseAutoFocus={returnFocus}
      {...props}
    >
      {children}
      <DialogPrimitive.Close
        className="absolute top-4 right-4 rounded-md p-1 text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
        aria-label="Close"
      >
        <X aria-hidden="true" className="size-4" />
      </DialogPrimitive.Close>
    </DialogPrimitive.Content>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-6', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

/** The title and the line under it that every dialog opens with (they name and describe the dialog). */
export function DialogHeading({ title, description }: { title: ReactNode; description: ReactNode }) {
  return (
    <DialogHeader>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
    </DialogHeader>
  );
}

type DialogActionsProps = {
  /** Cancel closes without acting; omit it for a dialog whose only way out is the close button. */
  onCancel?: () => void;
  confirmLabel: ReactNode;
  /** Shown instead of the label while the action runs; the button is disabled meanwhile. */
  pendingLabel?: ReactNode;
  pending?: boolean;
  disabled?: boolean;
  /** Without it the confirm button submits the dialog's form. */
  onConfirm?: () => void;
  confirmVariant?: ButtonVariant;
};

/** The footer of a dialog: Cancel and the one button that acts. */
export function DialogActions({
  onCancel,
  confirmLabel,
  pendingLabel,
  pending = false,
  disabled = false,
  onConfirm,
  confirmVariant,
}: DialogActionsProps) {
  return (
    <DialogFooter>
      {onCancel ? (
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
      <Button
        type={onConfirm ? 'button' : 'submit'}
        variant={confirmVariant}
        disabled={disabled || pending}
        onClick={onConfirm}
      >
        {pending && pendingLabel !== undefined ? pendingLabel : confirmLabel}
      </Button>
    </DialogFooter>
  );
}
