import { RegisterAccountMergeStep } from '../../common/account-merge/account-merge-step.js';
import { userRowsMergeStep } from '../../database/user-rows-merge-step.js';

/** The source account's exports are dropped: they are copies of an account that is going away. */
@RegisterAccountMergeStep()
export class DataExportAccountMergeStep extends userRowsMergeStep({
  name: 'data-export',
  dropSourceRows: [{ reference: 'data_exports.user_id', dropped: 'exportsDropped' }],
}) {}
