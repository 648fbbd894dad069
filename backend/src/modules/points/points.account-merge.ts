import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  RegisterAccountMergeStep,
  type AccountMergePair,
  type AccountMergeStep,
} from '../../common/account-merge/account-merge-step.js';
import { PointsRepository } from './points.repository.js';
import { PointsService } from './points.service.js';

export const POINTS_MERGE_REASON = 'account.merged';

/**
 * Points move as ledger entries, never by writing a balance: the source's balance leaves it in one
 * entry and reaches the target in another (both through PointsService, so the balance always equals
 * the sum of the ledger and no point is made or lost). Then the source's whole history, the leaving
 * entry included, joins the target's ledger so nothing of it is lost; the ledger stays append-only
 * otherwise: its trigger lets a row change owner only along a recorded merge (account_merges).
 * Moved rows keep their balance_after, the balance of the account they were written on.
 */
@Injectable()
@RegisterAccountMergeStep()
export class PointsAccountMergeStep implements AccountMergeStep {
  readonly name = 'points';
  readonly covers = ['points_ledger.user_id'] as const;

  constructor(
    private readonly points: PointsService,
    private readonly repository: PointsRepository,
  ) {}

  async moveUserData(manager: EntityManager, { sourceId, targetId }: AccountMergePair) {
    const balance = await this.repository.balanceOf(manager, sourceId);
    if (balance > 0) {
      await this.points.apply(manager, {
        userId: sourceId,
        delta: -balance,
        reason: POINTS_MERGE_REASON,
        reference: `user:${targetId}`,
      });
      await this.points.apply(manager, {
        userId: targetId,
        delta: balance,
        reason: POINTS_MERGE_REASON,
        reference: `user:${sourceId}`,
      });
    }
    const ledgerEntriesMoved = await this.repository.moveLedger(manager, { sourceId, targetId });
    return { pointsTransferred: balance, ledgerEntriesMoved };
  }
}
