/** The submissions module's error messages, named once. */
export const SubmissionErrors = {
  notFound: 'Submission not found',
  alreadyDecided: 'This submission has already been reviewed',
  reasonRequired: 'A reason is required to reject a submission',
  batchHasNoPending: 'This batch has no pending submissions',
} as const;
