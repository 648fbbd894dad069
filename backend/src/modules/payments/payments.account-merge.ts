import { RegisterAccountMergeStep } from '../../common/account-merge/account-merge-step.js';
import { userRowsMergeStep } from '../../database/user-rows-merge-step.js';

/**
 * Payments follow the account (their points already moved with the ledger), so a refund of a
 * payment made by the merged account debits the account it joined.
 */
@RegisterAccountMergeStep()
export class PaymentsAccountMergeStep extends userRowsMergeStep({
  name: 'payments',
  columns: [{ reference: 'payments.user_id', moved: 'paymentsMoved' }],
}) {}
