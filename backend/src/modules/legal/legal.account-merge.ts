import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  RegisterAccountMergeStep,
  type AccountMergePair,
  type AccountMergeStep,
} from '../../common/account-merge/account-merge-step.js';
import { LegalRepository } from './legal.repository.js';

/** Accepted versions move to the target (one both accepted stays one); published versions credit the target. */
@Injectable()
@RegisterAccountMergeStep()
export class LegalAccountMergeStep implements AccountMergeStep {
  readonly name = 'legal';
  readonly covers = ['legal_acceptances.user_id', 'legal_documents.editor_id'] as const;

  constructor(private readonly legal: LegalRepository) {}

  async moveUserData(manager: EntityManager, pair: AccountMergePair) {
    const acceptancesMoved = await this.legal.moveAcceptances(manager, pair);
    const versionsCredited = await this.legal.moveEditor(manager, pair);
    return { acceptancesMoved, versionsCredited };
  }
}
