import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { Button, type ButtonVariant } from './button';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from './dialog';
import { FormField } from './form-field';
import { Textarea } from './textarea';

/** What a confirmation asks before an action that takes effect at once. */
export type ConfirmRequest = {
  /** A question naming the action and its target, e.g. "Ban @alice?". */
  title: string;
  /** What will happen, in a sentence or two. */
  description: ReactNode;
  /** The button that acts, named for the action ("Ban User"), never "OK". */
  confirmLabel: string;
  /** Destructive unless said otherwise. */
  confirmVariant?: ButtonVariant;
  /** The safe choice, "Cancel" unless the action itself is a cancellation ("Keep Sending"). */
  cancelLabel?: string;
  /** An optional free-text reason asked in the dialog (sent with the action; empty when not given). */
  reason?: { label: string; maxLength: number; hint?: string };
  onConfirm: (reason: string) => void;
};

/**
 * A confirmation before an action that acts at once (an alert dialog): it names the action, opens with
 * focus on the safe choice (Cancel, or the reason field), is not closed by a click outside, closes with
 * Escape or Cancel, and gives focus back to the control that opened it.
 */
export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose: () => void }) {
  return (
    <Dialog open={request !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {request ? <ConfirmContent request={request} onClose={onClose} /> : null}
    </Dialog>
  );
}

function ConfirmContent({ request, onClose }: { request: ConfirmRequest; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const cancel = useRef<HTMLButtonElement>(null);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onClose();
    request.onConfirm(reason.trim());
  };
  return (
    <DialogContent
      role="alertdialog"
      onPointerDownOutside={(event) => event.preventDefault()}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        (reasonField.current ?? cancel.current)?.focus();
      }}
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <DialogHeading title={request.title} description={request.description} />
        {request.reason ? (
          <FormField id="confirm-reason" label={request.reason.label} hint={request.reason.hint}>
            {(aria) => (
              <Textarea
                {...aria}
                ref={reasonField}
                rows={3}
                maxLength={request.reason!.maxLength}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            )}
          </FormField>
        ) : null}
        <DialogFooter>
          <Button ref={cancel} type="button" variant="outline" onClick={onClose}>
            {request.cancelLabel ?? 'Cancel'}
          </Button>
          <Button type="submit" variant={request.confirmVariant ?? 'destructive'}>
            {request.confirmLabel}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}

/** A confirmation to ask from event handlers: `confirm({...})` opens it; render `dialog` once. */
export function useConfirm(): { confirm: (request: ConfirmRequest) => void; dialog: ReactNode } {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  return { confirm: setRequest, dialog: <ConfirmDialog request={request} onClose={() => setRequest(null)} /> };
}
