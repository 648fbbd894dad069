import { RegisterAccountMergeStep } from '../../common/account-merge/account-merge-step.js';
import { userRowsMergeStep } from '../../database/user-rows-merge-step.js';

/** Support requests, their assignments and the admins' notes and replies are filed under the target account. */
@RegisterAccountMergeStep()
export class SupportAccountMergeStep extends userRowsMergeStep({
  name: 'support',
  columns: [
    { reference: 'support_requests.requester_id', moved: 'supportRequestsMoved' },
    { reference: 'support_requests.assignee_id', moved: 'supportAssignmentsMoved' },
    { reference: 'support_request_messages.author_id', moved: 'supportMessagesMoved' },
  ],
}) {}
