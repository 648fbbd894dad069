import {
  MODERATION_NOTE_MAX_LENGTH,
  MODERATION_REASON_CATEGORIES,
  MODERATION_REASON_LABELS,
  type ModerationReasonCategory,
} from '@irl/shared';
import { useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

/** A moderation action's reason as the form holds it; an empty category means none chosen yet. */
export type ModerationReason = { reasonCategory: ModerationReasonCategory | ''; note: string };

export const EMPTY_MODERATION_REASON: ModerationReason = { reasonCategory: '', note: '' };

export type ModerationReasonErrors = Partial<Record<keyof ModerationReason, string>>;

/** The form's own check before sending (the server checks the same and answers per field). */
export function moderationReasonErrors(reason: ModerationReason): ModerationReasonErrors {
  const errors: ModerationReasonErrors = {};
  if (!reason.reasonCategory) errors.reasonCategory = 'Choose a reason category from the list.';
  if (!reason.note.trim()) errors.note = 'Write a note: why this action was taken.';
  return errors;
}

/** The messages still true after an edit: a field's message goes once the field is changed. */
export function errorsAfterEdit(
  errors: ModerationReasonErrors,
  before: ModerationReason,
  after: ModerationReason,
): ModerationReasonErrors {
  const kept = { ...errors };
  if (before.reasonCategory !== after.reasonCategory) delete kept.reasonCategory;
  if (before.note !== after.note) delete kept.note;
  return kept;
}

/** The body a moderation action sends, once moderationReasonErrors found nothing. */
export function moderationReasonBody(reason: ModerationReason): {
  reasonCategory: ModerationReasonCategory;
  note: string;
} {
  return { reasonCategory: reason.reasonCategory as ModerationReasonCategory, note: reason.note.trim() };
}

/**
 * The state of a form's reason: `fields` go to ModerationReasonFields (a field's message goes once it is
 * edited); `checked()` shows what is missing and gives the body to send, or null.
 */
export function useModerationReason() {
  const [reason, setReason] = useState(EMPTY_MODERATION_REASON);
  const [errors, setErrors] = useState<ModerationReasonErrors>({});
  const fields = {
    value: reason,
    errors,
    onChange: (next: ModerationReason) => {
      setErrors((current) => errorsAfterEdit(current, reason, next));
      setReason(next);
    },
  };
  const checked = () => {
    const found = moderationReasonErrors(reason);
    setErrors(found);
    return Object.keys(found).length > 0 ? null : moderationReasonBody(reason);
  };
  return { fields, checked };
}

/**
 * The two fields every moderation action asks for: a reason category (published in the public
 * moderation log) and a note (kept in the audit log, never published).
 */
export function ModerationReasonFields({
  idPrefix,
  value,
  onChange,
  errors = {},
}: {
  idPrefix: string;
  value: ModerationReason;
  onChange: (next: ModerationReason) => void;
  errors?: ModerationReasonErrors;
}) {
  return (
    <div className="flex flex-col gap-3">
      <FormField
        id={`${idPrefix}-category`}
        label="Reason"
        hint="Shown in the public moderation log."
        error={errors.reasonCategory}
      >
        {(aria) => (
          <Select
            {...aria}
            value={value.reasonCategory}
            onChange={(event) =>
              onChange({ ...value, reasonCategory: event.target.value as ModerationReasonCategory | '' })
            }
          >
            <option value="">Choose a reason…</option>
            {MODERATION_REASON_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {MODERATION_REASON_LABELS[category]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        id={`${idPrefix}-note`}
        label="Note"
        hint="Kept in the audit log for admins; never published."
        error={errors.note}
      >
        {(aria) => (
          <Textarea
            {...aria}
            rows={3}
            maxLength={MODERATION_NOTE_MAX_LENGTH}
            value={value.note}
            onChange={(event) => onChange({ ...value, note: event.target.value })}
          />
        )}
      </FormField>
    </div>
  );
}
