import { RegisterAccountMergeStep } from '../../common/account-merge/account-merge-step.js';
import { userRowsMergeStep } from '../../database/user-rows-merge-step.js';

/** Submissions and the decisions on them follow the person: both columns move to the target account. */
@RegisterAccountMergeStep()
export class SubmissionsAccountMergeStep extends userRowsMergeStep({
  name: 'submissions',
  columns: [
    { reference: 'submissions.submitted_by', moved: 'submissionsMoved' },
    { reference: 'submissions.reviewed_by', moved: 'decisionsMoved' },
  ],
}) {}
