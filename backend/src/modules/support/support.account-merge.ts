import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  RegisterAccountMergeStep,
  type AccountMergePair,
  type AccountMergeStep,
} from '../../common/account-merge/account-merge-step.js';
import { SupportRepository } from './support.repository.js';

/** Username-conflict requests stay readable for admins, now filed under the target account. */
@Injectable()
@RegisterAccountMergeStep()
export class SupportAccountMergeStep implements AccountMergeStep {
  readonly name = 'support';
  readonly covers = ['username_conflict_requests.user_id'] as const;

  constructor(private readonly support: SupportRepository) {}

  async moveUserData(manager: EntityManager, pair: AccountMergePair) {
    return { usernameConflictRequestsMoved: await this.support.moveRequests(manager, pair) };
  }
}
