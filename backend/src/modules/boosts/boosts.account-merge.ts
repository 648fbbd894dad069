import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  RegisterAccountMergeStep,
  type AccountMergePair,
  type AccountMergeStep,
} from '../../common/account-merge/account-merge-step.js';
import { BoostsRepository } from './boosts.repository.js';

/** Boosts the source bought become the target's (no collisions: a boost has one buyer and its own window). */
@Injectable()
@RegisterAccountMergeStep()
export class BoostsAccountMergeStep implements AccountMergeStep {
  readonly name = 'boosts';
  readonly covers = ['article_boosts.buyer_id'] as const;

  constructor(private readonly repository: BoostsRepository) {}

  async moveUserData(manager: EntityManager, pair: AccountMergePair) {
    const boostsMoved = await this.repository.moveBuyer(manager, pair);
    return { boostsMoved };
  }
}
