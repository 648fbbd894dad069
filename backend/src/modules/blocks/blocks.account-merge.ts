import { RegisterAccountMergeStep } from '../../common/account-merge/account-merge-step.js';
import { userRowsMergeStep } from '../../database/user-rows-merge-step.js';

/**
 * Blocks, either way. Blocks between the two accounts would become self-blocks and go; a block both
 * accounts have (of, or by, the same person) stays one; the rest move to the target.
 */
@RegisterAccountMergeStep()
export class BlocksAccountMergeStep extends userRowsMergeStep({
  name: 'blocks',
  betweenAccounts: { table: 'user_blocks', columns: ['blocker_id', 'blocked_id'], dropped: 'blocksDropped' },
  columns: [
    { reference: 'user_blocks.blocker_id', oncePer: ['blocked_id'], moved: 'blocksMoved', dropped: 'blocksDropped' },
    { reference: 'user_blocks.blocked_id', oncePer: ['blocker_id'], moved: 'blocksMoved', dropped: 'blocksDropped' },
  ],
}) {}
