import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createUsernameConflictRequestMutation } from '@/api/generated/@tanstack/react-query.gen';
import type { CurrentUserDto, UsernameConflictType } from '@/api/generated/types.gen';
import { toast } from '@/components/ui/toast';
import { useIdempotentMutation } from '@/lib/use-idempotent-mutation';

export const SUPPORT_SUCCESS =
  "Your support request has been submitted successfully. We'll review it and get back to you via email within 24-48 hours.";
const SUPPORT_FAILURE_START = 'Failed to submit support request. Please try again';

/** The failure message; it names the site's contact address (a website setting) when one is set. */
export function supportFailure(contactEmail: string | null): string {
  return contactEmail
    ? `${SUPPORT_FAILURE_START} or contact us directly at ${contactEmail}`
    : `${SUPPORT_FAILURE_START} in a moment.`;
}

export type ConflictFormValues = {
  conflictType: UsernameConflictType;
  desiredUsername: string;
  contactEmail: string;
  explanation: string;
};
export type ConflictFormErrors = Partial<Record<keyof ConflictFormValues, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** desiredUsername, contactEmail (an e-mail) and explanation are required. */
export function validateConflictForm(values: ConflictFormValues): ConflictFormErrors {
  const errors: ConflictFormErrors = {};
  if (!values.desiredUsername.trim()) errors.desiredUsername = 'Required';
  if (!values.contactEmail.trim()) errors.contactEmail = 'Required';
  else if (!EMAIL_PATTERN.test(values.contactEmail.trim())) errors.contactEmail = 'Invalid email';
  if (!values.explanation.trim()) errors.explanation = 'Required';
  return errors;
}

/** The support request's values, its checks and the submit, which goes home on success. */
export function useConflictForm(user: CurrentUserDto) {
  const navigate = useNavigate();
  const [values, setValues] = useState<ConflictFormValues>({
    conflictType: 'account-merge',
    desiredUsername: '',
    contactEmail: user.email ?? '',
    explanation: '',
  });
  const [errors, setErrors] = useState<ConflictFormErrors>({});
  const submit = useIdempotentMutation({
    ...createUsernameConflictRequestMutation(),
    onSuccess: () => {
      toast({ title: 'Request submitted', description: SUPPORT_SUCCESS, variant: 'success' });
      void navigate('/');
    },
  });

  const set = (key: keyof ConflictFormValues) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateConflictForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    submit.mutate({
      body: {
        conflictType: values.conflictType,
        desiredUsername: values.desiredUsername.trim(),
        currentUsername: user.username,
        contactEmail: values.contactEmail.trim(),
        explanation: values.explanation.trim(),
      },
    });
  };

  return { values, set, errors, onSubmit, pending: submit.isPending, failed: submit.isError };
}
