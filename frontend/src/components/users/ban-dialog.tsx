import { type FormEvent, useState } from 'react';
import type { BanUserDto } from '@/api/generated/types.gen';
import { ModerationReasonFields, useModerationReason } from '@/components/moderation/moderation-reason-fields';
import { Dialog, DialogActions, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { BanDurationField, type BanDuration, durationDaysOf } from './ban-duration';

/**
 * Ban or suspend one member: a reason category (they are told it; the public moderation log shows
 * it), a note for the audit log, and a length. Closing it (Escape, Cancel) calls `onClose`.
 */
export function BanDialog({
  handle,
  name,
  pending,
  onClose,
  onBan,
}: {
  handle: string;
  name: string;
  pending: boolean;
  onClose: () => void;
  onBan: (body: BanUserDto) => void;
}) {
  const reason = useModerationReason();
  const [duration, setDuration] = useState<BanDuration>('7');
  const suspends = duration !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = reason.checked();
    if (body) onBan({ ...body, durationDays: durationDaysOf(duration) });
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeading
            title={suspends ? `Suspend ${handle}?` : `Ban ${handle}?`}
            description={`${name} is signed out everywhere and told the reason when they try to sign in${
              suspends ? ', until the suspension ends.' : ', until an admin lifts the ban.'
            }`}
          />
          <BanDurationField id="ban-duration" value={duration} onChange={setDuration} />
          <ModerationReasonFields idPrefix="ban" {...reason.fields} />
          <DialogActions
            onCancel={onClose}
            confirmLabel={suspends ? 'Suspend User' : 'Ban User'}
            pendingLabel="Banning..."
            pending={pending}
            confirmVariant="destructive"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
