import {
  MODERATION_REASON_LABELS,
  MODERATION_SUBJECT_LABELS,
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASONS,
  type ModerationSubjectKind,
  type ReportReason,
} from '@irl/shared';
import { useState, type FormEvent } from 'react';
import { createReportMutation } from '@/api/generated/@tanstack/react-query.gen';
import { Dialog, DialogActions, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, errorStatus, fieldErrorMap } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { useIdempotentMutation } from '@/lib/use-idempotent-mutation';

/** What a reporter may say about each reason, under its radio. */
const REASON_HINTS: Record<ReportReason, string> = {
  spam: 'Advertising, link farms or the same thing posted again and again.',
  harassment: 'Insults, threats or piling on a person.',
  personal_information: 'An address, a phone number or other private details about someone.',
  inaccurate: 'Wrong facts that mislead readers.',
  other: 'Something else: say what in a few words.',
};

export const ALREADY_REPORTED = 'You have already reported this. A moderator will look at it.';

type Props = {
  subjectKind: ModerationSubjectKind;
  subjectId: string;
  onClose: () => void;
  /** Called once the report is in, or when the server says it already was. */
  onReported: (already: boolean) => void;
};

/** The report form: one reason (radios), details (needed for "Other"), and Send report. */
export function ReportDialog({ subjectKind, subjectId, onClose, onReported }: Props) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<'sent' | 'already' | null>(null);
  const send = useIdempotentMutation({ ...createReportMutation() });
  const what = MODERATION_SUBJECT_LABELS[subjectKind].toLowerCase();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!reason) found.reason = 'Choose a reason.';
    if (reason === 'other' && !details.trim()) found.details = 'Say in a few words what is wrong.';
    setErrors(found);
    setGeneralError(null);
    if (!reason || Object.keys(found).length > 0) return;
    send.mutate(
      { body: { subjectKind, subjectId, reason, ...(details.trim() ? { details: details.trim() } : {}) } },
      {
        onSuccess: () => {
          setOutcome('sent');
          onReported(false);
        },
        onError: (error) => {
          if (errorStatus(error) === 409) {
            setOutcome('already');
            onReported(true);
            return;
          }
          const fields = fieldErrorMap(error);
          setErrors(fields);
          if (Object.keys(fields).length === 0) setGeneralError(errorMessage(error));
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        {outcome ? (
          <div className="grid gap-4" data-testid="report-outcome">
            <DialogHeading
              title={outcome === 'sent' ? 'Thank you for your report' : 'Already reported'}
              description={
                outcome === 'sent'
                  ? `A moderator will review this ${what}. You will get a notification when they have decided; the author is not told who reported it.`
                  : ALREADY_REPORTED
              }
            />
            <DialogActions confirmLabel="Done" onConfirm={onClose} />
          </div>
        ) : (
          <form onSubmit={submit} className="grid gap-4" noValidate>
            <DialogHeading
              title={`Report this ${what}`}
              description="Tell the moderators what is wrong. The author is not told who reported it."
            />
            {generalError ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {generalError}
              </p>
            ) : null}
            <fieldset className="grid gap-2" aria-describedby={errors.reason ? 'report-reason-error' : undefined}>
              <legend className="mb-1 text-sm font-medium">Reason</legend>
              <div role="radiogroup" aria-label="Reason" className="grid gap-2">
                {REPORT_REASONS.map((value) => (
                  <label
                    key={value}
                    className={cn(
                      'flex cursor-pointer flex-col rounded-md border px-3 py-2 text-sm',
                      'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                      reason === value ? 'border-primary bg-accent' : 'hover:bg-accent/50',
                    )}
                  >
                    <span className="flex items-center gap-2 font-medium">
                      <input
                        type="radio"
                        name="report-reason"
                        value={value}
                        checked={reason === value}
                        onChange={() => setReason(value)}
                        aria-label={MODERATION_REASON_LABELS[value]}
                        aria-describedby={`report-reason-${value}-hint`}
                        className="accent-primary"
                      />
                      {MODERATION_REASON_LABELS[value]}
                    </span>
                    <span id={`report-reason-${value}-hint`} className="pl-6 text-xs text-muted-foreground">
                      {REASON_HINTS[value]}
                    </span>
                  </label>
                ))}
              </div>
              {errors.reason ? (
                <p id="report-reason-error" role="alert" className="text-sm font-medium text-destructive">
                  {errors.reason}
                </p>
              ) : null}
            </fieldset>
            <FormField
              id="report-details"
              label={reason === 'other' ? 'Details (required)' : 'Details (optional)'}
              hint={`Up to ${REPORT_DETAILS_MAX_LENGTH} characters. Only moderators read them.`}
              error={errors.details}
            >
              {(aria) => (
                <Textarea
                  {...aria}
                  rows={3}
                  maxLength={REPORT_DETAILS_MAX_LENGTH}
                  value={details}
                  onChange={(event) => setDetails(event.target.value)}
                />
              )}
            </FormField>
            <DialogActions
              onCancel={onClose}
              confirmLabel="Send report"
              pendingLabel="Sending..."
              pending={send.isPending}
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
