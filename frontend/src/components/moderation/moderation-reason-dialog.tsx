import type { ReactNode } from 'react';
import { Dialog, DialogActions, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { type moderationReasonBody, ModerationReasonFields, useModerationReason } from './moderation-reason-fields';

export type ModerationReasonBody = ReturnType<typeof moderationReasonBody>;

type ReasonFormProps = {
  idPrefix: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: (body: ModerationReasonBody) => void;
  onClose: () => void;
};

/**
 * Asks a moderator why before a moderation action (hide, delete, reject): a reason category, published in
 * the moderation log, and a note kept in the audit log. Both are required; the form starts empty each time
 * it opens.
 */
export function ModerationReasonDialog({ open, ...form }: ReasonFormProps & { open: boolean }) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : form.onClose())}>
      <DialogContent>{open ? <ReasonForm {...form} /> : null}</DialogContent>
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
}: ReasonFormProps) {
  const reason = useModerationReason();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const body = reason.checked();
        if (body) onConfirm(body);
      }}
      className="flex flex-col gap-4"
      noValidate
    >
      <DialogHeading title={title} description={description} />
      <ModerationReasonFields idPrefix={idPrefix} {...reason.fields} />
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
