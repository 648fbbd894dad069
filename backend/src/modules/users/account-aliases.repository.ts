import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { AccountMergePair } from '../../common/account-merge/account-merge-step.js';
import { BaseRepository } from '../../database/base.repository.js';
import { reassignUserRows } from '../../database/reassign-user-rows.js';

/** The SQL of account_merges: old id -> the account it was merged into. */
@Injectable()
export class AccountAliasesRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  async insert(manager: EntityManager, { sourceId, targetId }: AccountMergePair): Promise<void> {
    await manager.query(`INSERT INTO account_merges (source_user_id, target_user_id) VALUES ($1, $2)`, [
      sourceId,
      targetId,
    ]);
  }

  /** Aliases that pointed at the source now point at the target. How many moved. */
  redirectToTarget(manager: EntityManager, pair: AccountMergePair): Promise<number> {
    return reassignUserRows(manager, 'account_merges', 'target_user_id', pair);
  }

  async targetOf(sourceId: string): Promise<string | null> {
    const [row] = await this.manager().query<{ target_user_id: string }[]>(
      `SELECT target_user_id FROM account_merges WHERE source_user_id = $1`,
      [sourceId],
    );
    return row?.target_user_id ?? null;
  }

  async targetsOf(sourceIds: string[]): Promise<Map<string, string>> {
    const rows = await this.manager().query<{ source_user_id: string; target_user_id: string }[]>(
      `SELECT source_user_id, target_user_id FROM account_merges WHERE source_user_id = ANY($1::uuid[])`,
      [sourceIds],
    );
    return new Map(rows.map((row) => [row.source_user_id, row.target_user_id]));
  }
}
