import { useId, useState, type FormEvent } from 'react';
import { Dialog, DialogActions, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { Label } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

/** Asks a moderator why a comment is hidden (the reason is required, kept with the comment and audited). */
export function HideCommentDialog({
  open,
  authorName,
  pending,
  onHide,
  onClose,
}: {
  open: boolean;
  authorName: string;
  pending: boolean;
  onHide: (reason: string) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim()) onHide(reason.trim());
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent>
        <form onSubmit={submit} className="flex flex-col gap-4">
          <DialogHeading
            title="Hide comment"
            description={`Readers will see that a moderator hid this comment by ${authorName}. Moderators still see its text.`}
          />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={id}>Reason</Label>
            <Textarea
              id={id}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              rows={3}
              maxLength={500}
              required
            />
          </div>
          <DialogActions
            onCancel={onClose}
            confirmLabel="Hide comment"
            pendingLabel="Hiding..."
            pending={pending}
            disabled={!reason.trim()}
            confirmVariant="destructive"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
