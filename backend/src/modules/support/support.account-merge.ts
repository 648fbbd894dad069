import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  RegisterAccountMergeStep,
  type AccountMergePair,
  type AccountMergeStep,
} from '../../common/account-merge/account-merge-step.js';

/** Username-conflict requests stay readable for admins, now filed under the target account. */
@Injectable()
@RegisterAccountMergeStep()
export class SupportAccountMergeStep implements AccountMergeStep {
  readonly name = 'support';
  readonly covers = ['username_conflict_requests.user_id'] as const;

  async moveUserData(manager: EntityManager, { sourceId, targetId }: AccountMergePair) {
    const [requests] = await manager.query<[unknown[], number]>(
      `UPDATE username_conflict_requests SET user_id = $2 WHERE user_id = $1 RETURNING id`,
      [sourceId, targetId],
    );
    return { usernameConflictRequestsMoved: requests.length };
  }
}
