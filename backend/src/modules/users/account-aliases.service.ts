import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { AccountMergePair } from '../../common/account-merge/account-merge-step.js';

/** The source account is gone: a concurrent merge of the same account finished first. */
export class MergeSourceGoneError extends Error {
  constructor(readonly sourceId: string) {
    super(`Account ${sourceId} no longer exists (already merged or deleted)`);
  }
}

/**
 * Old ids of merged accounts (table account_merges): recorded when a merge starts, read wherever a
 * user id from the past is resolved (the audit log, old profile links).
 */
@Injectable()
export class AccountAliasesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Locks both accounts for the merge (a second merge of either waits) and records the alias first:
   * the points ledger accepts moving rows only along a recorded merge.
   */
  async beginMerge(
    manager: EntityManager,
    { sourceId, targetId }: AccountMergePair,
  ): Promise<{ sourceUsername: string }> {
    const rows = await manager.query<{ id: string; username: string }[]>(
      `SELECT id, username FROM users WHERE id IN ($1, $2) ORDER BY id FOR UPDATE`,
      [sourceId, targetId],
    );
    const source = rows.find((row) => row.id === sourceId);
    if (!source) throw new MergeSourceGoneError(sourceId);
    if (!rows.some((row) => row.id === targetId)) throw new Error('The target account of a merge must exist');
    await manager.query(`INSERT INTO account_merges (source_user_id, target_user_id) VALUES ($1, $2)`, [
      sourceId,
      targetId,
    ]);
    return { sourceUsername: source.username };
  }

  /** The last step: every row has moved, so deleting the account cascades to nothing. */
  async deleteMergedAccount(manager: EntityManager, sourceId: string): Promise<void> {
    await manager.query(`DELETE FROM users WHERE id = $1`, [sourceId]);
  }

  /** The live account an old id was merged into, or null when the id was never merged. */
  async mergedInto(userId: string): Promise<string | null> {
    const [row] = await this.dataSource.query<{ target_user_id: string }[]>(
      `SELECT target_user_id FROM account_merges WHERE source_user_id = $1`,
      [userId],
    );
    return row?.target_user_id ?? null;
  }

  /** The ids of the accounts merged into this one (their audit entries belong to it now). */
  async formerIdsOf(userId: string): Promise<string[]> {
    const rows = await this.dataSource.query<{ source_user_id: string }[]>(
      `SELECT source_user_id FROM account_merges WHERE target_user_id = $1`,
      [userId],
    );
    return rows.map((row) => row.source_user_id);
  }

  /** Old id -> live id, for the ids among `userIds` that belonged to merged accounts. */
  async currentIdsOf(userIds: string[]): Promise<Map<string, string>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.dataSource.query<{ source_user_id: string; target_user_id: string }[]>(
      `SELECT source_user_id, target_user_id FROM account_merges WHERE source_user_id = ANY($1::uuid[])`,
      [userIds],
    );
    return new Map(rows.map((row) => [row.source_user_id, row.target_user_id]));
  }
}
