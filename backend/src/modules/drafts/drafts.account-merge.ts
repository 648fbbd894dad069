import { RegisterAccountMergeStep } from '../../common/account-merge/account-merge-step.js';
import { userRowsMergeStep } from '../../database/user-rows-merge-step.js';

/** Drafts: one per user and form, so where both accounts have one for the same form the target's is kept. */
@RegisterAccountMergeStep()
export class DraftsAccountMergeStep extends userRowsMergeStep({
  name: 'drafts',
  // article_id is null for the new-article form; the unique key treats nulls as equal.
  columns: [
    { reference: 'article_drafts.user_id', oncePer: ['article_id'], moved: 'draftsMoved', dropped: 'draftsDropped' },
  ],
}) {}
