import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  RegisterAccountMergeStep,
  type AccountMergePair,
  type AccountMergeStep,
} from '../../common/account-merge/account-merge-step.js';
import { DraftsRepository } from './drafts.repository.js';

/** Drafts: one per user and form, so where both accounts have one for the same form the target's is kept. */
@Injectable()
@RegisterAccountMergeStep()
export class DraftsAccountMergeStep implements AccountMergeStep {
  readonly name = 'drafts';
  readonly covers = ['article_drafts.user_id'] as const;

  constructor(private readonly drafts: DraftsRepository) {}

  async moveUserData(manager: EntityManager, pair: AccountMergePair) {
    const draftsDropped = await this.drafts.dropDraftsBothHave(manager, pair);
    const draftsMoved = await this.drafts.moveDrafts(manager, pair);
    return { draftsMoved, draftsDropped };
  }
}
