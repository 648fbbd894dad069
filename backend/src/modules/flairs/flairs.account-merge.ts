import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  RegisterAccountMergeStep,
  type AccountMergePair,
  type AccountMergeStep,
} from '../../common/account-merge/account-merge-step.js';
import { FlairsRepository } from './flairs.repository.js';

/**
 * Owned flairs and applications join the target. A flair both own stays once; the target keeps
 * its active flair if it has one. Denials keep their date, so a merge does not lift a cooldown.
 */
@Injectable()
@RegisterAccountMergeStep()
export class FlairsAccountMergeStep implements AccountMergeStep {
  readonly name = 'flairs';
  readonly covers = ['user_flairs.user_id', 'flair_applications.user_id', 'flair_applications.reviewer_id'] as const;

  constructor(private readonly repository: FlairsRepository) {}

  async moveUserData(manager: EntityManager, pair: AccountMergePair) {
    await this.repository.lockUserFlairs(manager, pair.targetId);
    const flairs = await this.repository.mergeUserFlairs(manager, pair);
    const applications = await this.repository.mergeApplications(manager, pair);
    return {
      flairsMoved: flairs.moved,
      flairsBothOwned: flairs.duplicates,
      applicationsMoved: applications.moved,
      reviewsMoved: applications.reviewsMoved,
    };
  }
}
