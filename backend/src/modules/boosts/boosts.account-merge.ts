import { RegisterAccountMergeStep } from '../../common/account-merge/account-merge-step.js';
import { userRowsMergeStep } from '../../database/user-rows-merge-step.js';

/** Boosts the source bought become the target's (no collisions: a boost has one buyer and its own window). */
@RegisterAccountMergeStep()
export class BoostsAccountMergeStep extends userRowsMergeStep({
  name: 'boosts',
  columns: [{ reference: 'article_boosts.buyer_id', moved: 'boostsMoved' }],
}) {}
