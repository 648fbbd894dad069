import { useState } from 'react';
import { Button } from './button';
import { FormField } from './form-field';
import { Textarea } from './textarea';

type DecisionButton = {
  label: string;
  /** The label while its request runs. */
  pendingLabel: string;
  pending: boolean;
};

/**
 * A reviewer's decision on something sent in: a reason (required to refuse; sent to the sender), then
 * Refuse and Approve. `onRefuse` and `onApprove` get the trimmed reason; refusing without one shows
 * `reasonRequired` under the field instead.
 */
export function ReasonedDecision({
  id,
  reasonLabel,
  reasonRequired,
  maxLength,
  busy,
  refuse,
  approve,
}: {
  id: string;
  reasonLabel: string;
  reasonRequired: string;
  maxLength?: number;
  /** A decision is on its way: both buttons wait. */
  busy: boolean;
  refuse: DecisionButton & { onRefuse: (reason: string) => void };
  approve: DecisionButton & { disabled?: boolean; onApprove: (reason: string) => void };
}) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  return (
    <>
      <FormField id={id} label={reasonLabel} error={reasonError}>
        {(aria) => (
          <Textarea
            {...aria}
            rows={3}
            maxLength={maxLength}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="destructive"
          disabled={busy}
          onClick={() => {
            if (!reason.trim()) return setReasonError(reasonRequired);
            setReasonError(undefined);
            refuse.onRefuse(reason.trim());
          }}
        >
          {refuse.pending ? refuse.pendingLabel : refuse.label}
        </Button>
        <Button disabled={busy || approve.disabled} onClick={() => approve.onApprove(reason.trim())}>
          {approve.pending ? approve.pendingLabel : approve.label}
        </Button>
      </div>
    </>
  );
}
