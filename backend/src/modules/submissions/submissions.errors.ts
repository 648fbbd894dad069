import { counted } from '../../common/http/quota-exceeded.js';

/** The submissions module's error messages, named once. */
export const SubmissionErrors = {
  notFound: 'Submission not found',
  alreadyDecided: 'This submission has already been reviewed',
  reasonRequired: 'A reason is required to reject a submission',
  batchHasNoPending: 'This batch has no pending submissions',
  pendingLimit: (pending: number, limit: number) =>
    `You have ${counted(pending, 'submission')} waiting for review; the most allowed is ${limit.toLocaleString('en-US')}: send more once some have been reviewed`,
} as const;
