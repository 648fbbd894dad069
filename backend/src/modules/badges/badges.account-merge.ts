import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  RegisterAccountMergeStep,
  type AccountMergePair,
  type AccountMergeStep,
} from '../../common/account-merge/account-merge-step.js';
import { BadgesRepository } from './badges.repository.js';

/** Badges join the target; a badge both accounts have stays once (held if either held it). */
@Injectable()
@RegisterAccountMergeStep()
export class BadgesAccountMergeStep implements AccountMergeStep {
  readonly name = 'badges';
  readonly covers = ['user_badges.user_id'] as const;

  constructor(private readonly repository: BadgesRepository) {}

  async moveUserData(manager: EntityManager, pair: AccountMergePair) {
    const { moved, both } = await this.repository.mergeUserBadges(manager, pair);
    return { badgesMoved: moved, badgesBothHeld: both };
  }
}
