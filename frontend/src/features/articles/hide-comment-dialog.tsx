import { useState, type FormEvent } from 'react';
import type { HideCommentDto } from '@/api/generated/types.gen';
import {
  EMPTY_MODERATION_REASON,
  moderationReasonErrors,
  type ModerationReasonErrors,
  ModerationReasonFields,
} from '@/components/moderation/moderation-reason-fields';
import { Dialog, DialogActions, DialogContent, DialogHeading } from '@/components/ui/dialog';

/**
 * Asks a moderator why a comment is hidden: a reason category (published in the moderation log) and a
 * note (kept with the comment for moderators and in the audit log). Both are required.
 */
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
  onHide: (body: HideCommentDto) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState(EMPTY_MODERATION_REASON);
  const [errors, setErrors] = useState<ModerationReasonErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = moderationReasonErrors(reason);
    setErrors(found);
    if (Object.keys(found).length > 0 || !reason.reasonCategory) return;
    onHide({ reasonCategory: reason.reasonCategory, reason: reason.note.trim() });
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <DialogHeading
            title="Hide comment"
            description={`Readers will see that a moderator hid this comment by ${authorName}. Moderators still see its text.`}
          />
          <ModerationReasonFields idPrefix="hide-comment" value={reason} onChange={setReason} errors={errors} />
          <DialogActions
            onCancel={onClose}
            confirmLabel="Hide comment"
            pendingLabel="Hiding..."
            pending={pending}
            confirmVariant="destructive"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
