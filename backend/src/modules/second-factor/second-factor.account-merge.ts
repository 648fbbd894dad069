import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  RegisterAccountMergeStep,
  type AccountMergePair,
  type AccountMergeStep,
} from '../../common/account-merge/account-merge-step.js';
import { SecondFactorRepository } from './second-factor.repository.js';

/** The target keeps its own second factor; the source's moves over only when the target has none. */
@Injectable()
@RegisterAccountMergeStep()
export class SecondFactorAccountMergeStep implements AccountMergeStep {
  readonly name = 'second-factor';
  readonly covers = ['admin_second_factors.user_id'] as const;

  constructor(private readonly repository: SecondFactorRepository) {}

  async moveUserData(manager: EntityManager, pair: AccountMergePair) {
    const { moved } = await this.repository.merge(manager, pair);
    return { secondFactorMoved: moved };
  }
}
