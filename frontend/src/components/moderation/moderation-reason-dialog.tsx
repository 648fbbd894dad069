import { useState, type FormEvent, type ReactNode } from 'react';
import { Dialog, DialogActions, DialogContent, DialogHeading } from '@/components/ui/dialog';
import {
  EMPTY_MODERATION_REASON,
  errorsAfterEdit,
  moderationReasonBody,
  moderationReasonErrors,
  type ModerationReasonErrors,
  ModerationReasonFields,
} from './moderation-reason-fields';

export type ModerationReasonBody = ReturnType<typeof moderationReasonBody>;

/**
 * Asks a moderator why before a moderation action (hide, delete, reject): a reason category, published in
 * the moderation log, and a note kept in the audit log. Both are required; the form starts empty each time
 * it opens.
 */
export function ModerationReasonDialog({
  open,
  idPrefix,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  onClose,
}: {
  open: boolean;
  idPrefix: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: (body: ModerationReasonBody) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent>
        {open ? (
          <ReasonForm
            idPrefix={idPrefix}
            title={title}
            description={description}
            confirmLabel={confirmLabel}
            pendingLabel={pendingLabel}
            pending={pending}
            onConfirm={onConfirm}
            onClose={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ReasonForm({
  idPrefix,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  onClose,
}: Omit<Parameters<typeof ModerationReasonDialog>[0], 'open'>) {
  const [reason, setReason] = useState(EMPTY_MODERATION_REASON);
  const [errors, setErrors] = useState<ModerationReasonErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = moderationReasonErrors(reason);
    setErrors(found);
    if (Object.keys(found).length === 0) onConfirm(moderationReasonBody(reason));
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <DialogHeading title={title} description={description} />
      <ModerationReasonFields
        idPrefix={idPrefix}
        value={reason}
        onChange={(next) => {
          setErrors((current) => errorsAfterEdit(current, reason, next));
          setReason(next);
        }}
        errors={errors}
      />
      <DialogActions
        onCancel={onClose}
        confirmLabel={confirmLabel}
        pendingLabel={pendingLabel}
        pending={pending}
        confirmVariant="destructive"
      />
    </form>
  );
}
