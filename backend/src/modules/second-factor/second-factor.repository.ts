import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { AccountMergePair } from '../../common/account-merge/account-merge-step.js';
import { BaseRepository } from '../../database/base.repository.js';
import { returnedRows } from '../../database/raw-results.js';
import { SecondFactor } from './entities/second-factor.entity.js';

/** The SQL of admins' second factors. */
@Injectable()
export class SecondFactorRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  find(userId: string, transaction?: EntityManager): Promise<SecondFactor | null> {
    return this.manager(transaction).getRepository(SecondFactor).findOne({ where: { userId } });
  }

  /** Locks the row for the transaction (a code is checked and spent once, even under concurrent tries). */
  findForUpdate(manager: EntityManager, userId: string): Promise<SecondFactor | null> {
    return manager.getRepository(SecondFactor).findOne({ where: { userId }, lock: { mode: 'pessimistic_write' } });
  }

  /** A new pending enrolment, replacing a pending one; never a confirmed one (false then). */
  async savePending(userId: string, secretEncrypted: string): Promise<boolean> {
    const rows = await returnedRows(
      this.manager(),
      `INSERT INTO admin_second_factors (user_id, secret_encrypted) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE
         SET secret_encrypted = EXCLUDED.secret_encrypted, recovery_code_hashes = '{}', last_used_step = NULL,
             created_at = now()
         WHERE admin_second_factors.confirmed_at IS NULL
       RETURNING user_id`,
      [userId, secretEncrypted],
    );
    return rows.length > 0;
  }

  async confirm(manager: EntityManager, userId: string, step: number, recoveryCodeHashes: string[]): Promise<void> {
    await manager.query(
      `UPDATE admin_second_factors SET confirmed_at = now(), last_used_step = $2, recovery_code_hashes = $3
       WHERE user_id = $1`,
      [userId, step, recoveryCodeHashes],
    );
  }

  async useStep(manager: EntityManager, userId: string, step: number): Promise<void> {
    await manager.query(`UPDATE admin_second_factors SET last_used_step = $2 WHERE user_id = $1`, [userId, step]);
  }

  /** Spends one recovery code (any of the forms it may be stored in); false when none is the user's. */
  async spendRecoveryCode(manager: EntityManager, userId: string, candidates: string[]): Promise<boolean> {
    const rows = await returnedRows(
      manager,
      `UPDATE admin_second_factors
          SET recovery_code_hashes = array_remove(
                recovery_code_hashes, (SELECT h FROM unnest(recovery_code_hashes) AS h WHERE h = ANY ($2) LIMIT 1))
        WHERE user_id = $1 AND recovery_code_hashes && $2::text[] RETURNING user_id`,
      [userId, candidates],
    );
    return rows.length > 0;
  }

  /** Replaces every recovery code of a confirmed second factor (the old ones stop working at once). */
  async replaceRecoveryCodes(manager: EntityManager, userId: string, hashes: string[]): Promise<void> {
    await manager.query(
      `UPDATE admin_second_factors SET recovery_code_hashes = $2 WHERE user_id = $1 AND confirmed_at IS NOT NULL`,
      [userId, hashes],
    );
  }

  /** Second factors still holding a recovery code hash of the first, unkeyed format. */
  async listWithUnkeyedRecoveryCodes(): Promise<{ userId: string; hashes: string[] }[]> {
    const rows = await this.manager().query<{ user_id: string; recovery_code_hashes: string[] }[]>(
      `SELECT user_id, recovery_code_hashes FROM admin_second_factors
        WHERE EXISTS (SELECT 1 FROM unnest(recovery_code_hashes) AS h WHERE h NOT LIKE 'v2:%' AND h NOT LIKE 'legacy:%')`,
    );
    return rows.map((row) => ({ userId: row.user_id, hashes: row.recovery_code_hashes }));
  }

  /** Swaps the hashes only if nobody changed them meanwhile (another process rehashing, a code spent). */
  async swapRecoveryCodes(userId: string, before: string[], after: string[]): Promise<boolean> {
    const rows = await returnedRows(
      this.manager(),
      `UPDATE admin_second_factors SET recovery_code_hashes = $3
        WHERE user_id = $1 AND recovery_code_hashes = $2::text[] RETURNING user_id`,
      [userId, before, after],
    );
    return rows.length > 0;
  }

  /** Removes the second factor (the admin turns it off, or an operator resets it). */
  async remove(userId: string, transaction?: EntityManager): Promise<boolean> {
    const rows = await returnedRows(
      this.manager(transaction),
      `DELETE FROM admin_second_factors WHERE user_id = $1 RETURNING user_id`,
      [userId],
    );
    return rows.length > 0;
  }

  /**
   * Account merge: the target keeps its own second factor; the source's moves over only when the
   * target has none (a secret belongs to one person's authenticator, it cannot be combined).
   */
  async merge(manager: EntityManager, { sourceId, targetId }: AccountMergePair): Promise<{ moved: number }> {
    await manager.query(
      `DELETE FROM admin_second_factors s WHERE s.user_id = $1
         AND EXISTS (SELECT 1 FROM admin_second_factors t WHERE t.user_id = $2)`,
      [sourceId, targetId],
    );
    const moved = await returnedRows(
      manager,
      `UPDATE admin_second_factors SET user_id = $2 WHERE user_id = $1 RETURNING user_id`,
      [sourceId, targetId],
    );
    return { moved: moved.length };
  }
}
