import { type FormEvent, useState } from 'react';
import { createSupportRequestMutation } from '@/api/generated/@tanstack/react-query.gen';
import type { SupportRequestReceiptDto } from '@/api/generated/types.gen';
import { errorStatus, fieldErrorMap } from '@/lib/api-error';
import { useIdempotentMutation } from '@/lib/use-idempotent-mutation';

export type RequestKind = 'correction' | 'takedown';
export type RequestSubject = { kind: 'article' | 'archive_entry'; id: number } | null;

export type RequestFormValues = {
  kind: RequestKind;
  name: string;
  email: string;
  relationship: string;
  message: string;
};
export type RequestFormErrors = Partial<Record<keyof RequestFormValues | 'subject', string>>;

export const NAME_MAX = 100;
export const RELATIONSHIP_MAX = 200;
export const MESSAGE_MAX = 5000;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const REQUEST_FAILED = 'Your request could not be sent. Please try again in a moment.';
export const REQUEST_RATE_LIMITED = 'Too many requests were sent from this address. Please wait an hour and try again.';

/** The subject from the address: ?article=ID or ?entry=ID (whole positive numbers only). */
export function subjectFromSearch(search: URLSearchParams): RequestSubject {
  for (const [param, kind] of [
    ['article', 'article'],
    ['entry', 'archive_entry'],
  ] as const) {
    const value = search.get(param);
    if (value && /^\d{1,10}$/.test(value) && Number(value) > 0) return { kind, id: Number(value) };
  }
  return null;
}

export function validateRequestForm(values: RequestFormValues, subject: RequestSubject): RequestFormErrors {
  const errors: RequestFormErrors = {};
  if (!subject) errors.subject = 'Open this form from the article or archive entry the request is about.';
  if (!values.name.trim()) errors.name = 'Please tell us your name.';
  else if (values.name.trim().length > NAME_MAX) errors.name = `At most ${NAME_MAX} characters.`;
  if (!values.email.trim()) errors.email = 'Please give an e-mail address for our answer.';
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = 'This is not an e-mail address.';
  if (!values.relationship.trim()) errors.relationship = 'Please say how you are related to what the entry says.';
  else if (values.relationship.trim().length > RELATIONSHIP_MAX)
    errors.relationship = `At most ${RELATIONSHIP_MAX} characters.`;
  if (!values.message.trim()) errors.message = 'Please say what is wrong and what you ask.';
  else if (values.message.trim().length > MESSAGE_MAX) errors.message = `At most ${MESSAGE_MAX} characters.`;
  return errors;
}

/** A version-4 uuid (randomUUID needs a secure context; getRandomValues does not). */
export function newSubmissionKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The form's values, checks and the submit; one submission key per opened form, so a retry stores once. */
export function useRequestForm(subject: RequestSubject, email: string) {
  const [values, setValues] = useState<RequestFormValues>({
    kind: 'correction',
    name: '',
    email,
    relationship: '',
    message: '',
  });
  const [errors, setErrors] = useState<RequestFormErrors>({});
  const [submissionKey] = useState(newSubmissionKey);
  const [receipt, setReceipt] = useState<SupportRequestReceiptDto | null>(null);
  const submit = useIdempotentMutation({
    ...createSupportRequestMutation(),
    onSuccess: (data) => setReceipt(data),
    onError: (error) => setErrors((current) => ({ ...current, ...serverErrors(error) })),
  });

  const set = (key: keyof RequestFormValues) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateRequestForm(values, subject);
    setErrors(found);
    if (Object.keys(found).length > 0 || !subject) return;
    submit.mutate({
      body: {
        kind: values.kind,
        subjectKind: subject.kind,
        subjectId: subject.id,
        name: values.name.trim(),
        email: values.email.trim(),
        relationship: values.relationship.trim(),
        message: values.message.trim(),
        submissionKey,
      },
    });
  };

  const status = submit.isError ? errorStatus(submit.error) : undefined;
  const failure = !submit.isError
    ? null
    : status === 429
      ? REQUEST_RATE_LIMITED
      : status === 400
        ? null
        : REQUEST_FAILED;
  return { values, set, errors, onSubmit, pending: submit.isPending, failure, receipt };
}

/** The server's field reasons, under the form's own names (subjectKind and subjectId are the subject). */
function serverErrors(error: unknown): RequestFormErrors {
  const byField = fieldErrorMap(error);
  const errors: RequestFormErrors = {};
  for (const key of ['kind', 'name', 'email', 'relationship', 'message'] as const) {
    if (byField[key]) errors[key] = byField[key];
  }
  const subject = byField.subjectId ?? byField.subjectKind;
  if (subject) errors.subject = subject;
  if (byField.submissionKey) errors.message = byField.submissionKey;
  return errors;
}
