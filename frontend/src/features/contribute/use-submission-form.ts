import { usePersonalInformationInFields } from '@/components/moderation/personal-information-warning';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { createSubmissionMutation } from '@/api/generated/@tanstack/react-query.gen';
import type { DuplicateCandidateDto, SubmissionType } from '@/api/generated/types.gen';
import { toast } from '@/components/ui/toast';
import { parseApiError } from '@/lib/api-error';
import { afterSubmissionCreated } from './invalidations';
import type { ListField } from '@irl/shared';
import {
  browserErrors,
  emptyFormValues,
  firstReasonPerField,
  toSubmissionBody,
  type SubmissionFormValues,
  type TextField,
} from './submission-form-values';
import { useIdempotentMutation } from '@/lib/use-idempotent-mutation';

/**
 * The contribution form of one type: values, list rows, the browser's check (the server's rules),
 * sending, and what the answer said (errors per field, possible duplicates).
 */
export function useSubmissionForm(type: SubmissionType) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<SubmissionFormValues>(emptyFormValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [duplicates, setDuplicates] = useState<DuplicateCandidateDto[]>([]);

  const submit = useIdempotentMutation({
    ...createSubmissionMutation(),
    onSuccess: (created) => {
      void afterSubmissionCreated(queryClient);
      toast({
        title: 'Submission Successful',
        description: 'Your contribution has been submitted for review. Thank you!',
      });
      // The form and every list clear; the chosen type stays.
      setValues(emptyFormValues());
      setErrors({});
      setDuplicates(created.possibleDuplicates);
    },
    onError: (error) => {
      const { message, fieldErrors } = parseApiError(error);
      setErrors(firstReasonPerField(fieldErrors));
      toast({
        title: 'Submission Failed',
        description: message || 'Failed to submit contribution',
        variant: 'destructive',
      });
    },
  });

  const setText = (field: TextField, value: string) =>
    setValues((current) => ({ ...current, text: { ...current.text, [field]: value } }));
  const setList = (field: ListField, rows: string[]) =>
    setValues((current) => ({ ...current, lists: { ...current.lists, [field]: rows } }));
  const setIsStreamer = (isStreamer: boolean) => setValues((current) => ({ ...current, isStreamer }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The submit button stays enabled while sending (so it keeps keyboard focus): a second press waits.
    if (submit.isPending) return;
    const body = toSubmissionBody(type, values);
    const found = browserErrors(body);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast({ title: 'Submission Failed', description: Object.values(found)[0], variant: 'destructive' });
      return;
    }
    setDuplicates([]);
    submit.mutate({ body });
  };

  const personalInformation = usePersonalInformationInFields(
    useMemo(() => toSubmissionBody(type, values) as Record<string, unknown>, [type, values]),
  );

  return {
    values,
    errors,
    duplicates,
    personalInformation,
    setText,
    setList,
    setIsStreamer,
    onSubmit,
    pending: submit.isPending,
  };
}

export type SubmissionFormModel = ReturnType<typeof useSubmissionForm>;
