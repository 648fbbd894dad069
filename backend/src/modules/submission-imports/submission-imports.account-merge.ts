import { RegisterAccountMergeStep } from '../../common/account-merge/account-merge-step.js';
import { userRowsMergeStep } from '../../database/user-rows-merge-step.js';

/** Uploaded CSV batches follow their uploader (their rows' submissions move in the submissions step). */
@RegisterAccountMergeStep()
export class SubmissionImportsAccountMergeStep extends userRowsMergeStep({
  name: 'submission-imports',
  columns: [{ reference: 'submission_batches.submitted_by', moved: 'batchesMoved' }],
}) {}
