import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AccountMergePair } from '../../common/account-merge/account-merge-step.js';
import { AccountAliasesRepository } from './account-aliases.repository.js';
import { UsersRepository } from './users.repository.js';

/** The source account is gone: a concurrent merge of the same account finished first. */
export class MergeSourceGoneError extends Error {
  constructor(readonly sourceId: string) {
    super(`Account ${sourceId} no longer exists (already merged or deleted)`);
  }
}

/**
 * Old ids of merged accounts (table account_merges): recorded when a merge starts, read wherever a
 * user id from the past is resolved (old profile and activity-log links).
 */
@Injectable()
export class AccountAliasesService {
  constructor(
    private readonly aliases: AccountAliasesRepository,
    private readonly users: UsersRepository,
  ) {}

  /**
   * Locks both accounts for the merge (a second merge of either waits) and records the alias first:
   * the points ledger accepts moving rows only along a recorded merge.
   */
  async beginMerge(manager: EntityManager, pair: AccountMergePair): Promise<void> {
    const { sourceId, targetId } = pair;
    const rows = await this.users.lockPairForMerge(manager, pair);
    const source = rows.find((row) => row.id === sourceId);
    if (!source) throw new MergeSourceGoneError(sourceId);
    if (!rows.some((row) => row.id === targetId)) throw new Error('The target account of a merge must exist');
    await this.aliases.insert(manager, pair);
  }

  /** The last step: every row has moved, so deleting the account cascades to nothing. */
  async deleteMergedAccount(manager: EntityManager, sourceId: string): Promise<void> {
    await this.users.delete(manager, sourceId);
  }

  /** The live account an old id was merged into, or null when the id was never merged. */
  mergedInto(userId: string): Promise<string | null> {
    return this.aliases.targetOf(userId);
  }

  /** Old id -> live id, for the ids among `userIds` that belonged to merged accounts. */
  async currentIdsOf(userIds: string[]): Promise<Map<string, string>> {
    if (userIds.length === 0) return new Map();
    return this.aliases.targetsOf(userIds);
  }
}
