import { RegisterAccountMergeStep } from '../../common/account-merge/account-merge-step.js';
import { userRowsMergeStep } from '../../database/user-rows-merge-step.js';

/** Idempotency keys name the merged account's own past submissions: they are dropped, not moved. */
@RegisterAccountMergeStep()
export class IdempotencyAccountMergeStep extends userRowsMergeStep({
  name: 'idempotency-keys',
  dropSourceRows: [{ reference: 'idempotency_keys.user_id', dropped: 'idempotencyKeysDropped' }],
}) {}
