import type { HideCommentDto } from '@/api/generated/types.gen';
import { ModerationReasonDialog } from '@/components/moderation/moderation-reason-dialog';

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
  return (
    <ModerationReasonDialog
      open={open}
      idPrefix="hide-comment"
      title="Hide comment"
      description={`Readers will see that a moderator hid this comment by ${authorName}. Moderators still see its text.`}
      confirmLabel="Hide comment"
      pendingLabel="Hiding..."
      pending={pending}
      onClose={onClose}
      onConfirm={({ reasonCategory, note }) => onHide({ reasonCategory, reason: note })}
    />
  );
}
