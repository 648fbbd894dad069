import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThan, MoreThanOrEqual, type EntityManager } from 'typeorm';
import type { AccountMergePair } from '../../common/account-merge/account-merge-step.js';
import { BaseRepository } from '../../database/base.repository.js';
import { returnedRows } from '../../database/raw-results.js';
import { PointsLedgerEntry } from './entities/points-ledger-entry.entity.js';

/**
 * The SQL of balances and the ledger. The balance column lives on the users row, but only this
 * module changes it: the conditional update and the ledger row must be one rule in one place.
 */
@Injectable()
export class PointsRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  private ledger(transaction?: EntityManager) {
    return this.manager(transaction).getRepository(PointsLedgerEntry);
  }

  /**
   * Adds `delta` to the balance unless that would take it below 0 (the row lock serialises
   * concurrent changes, and each re-checks the condition). The new balance, or null when refused
   * or when the user does not exist.
   */
  async moveBalance(transaction: EntityManager, userId: string, delta: number): Promise<number | null> {
    const [row] = await returnedRows<{ available_points: number }>(
      transaction,
      `UPDATE "users" SET "available_points" = "available_points" + $2
       WHERE "id" = $1 AND "available_points" + $2 >= 0
       RETURNING "available_points"`,
      [userId, delta],
    );
    return row ? row.available_points : null;
  }

  appendEntry(
    transaction: EntityManager,
    entry: Pick<PointsLedgerEntry, 'userId' | 'delta' | 'reason' | 'reference' | 'balanceAfter'>,
  ): Promise<PointsLedgerEntry> {
    const ledger = this.ledger(transaction);
    return ledger.save(ledger.create(entry));
  }

  /** The user's balance, locking their row until the transaction ends (0 when the user is gone). */
  async lockedBalance(transaction: EntityManager, userId: string): Promise<number> {
    const [row] = await returnedRows<{ available_points: number }>(
      transaction,
      `SELECT "available_points" FROM "users" WHERE "id" = $1 FOR UPDATE`,
      [userId],
    );
    return row?.available_points ?? 0;
  }

  /**
   * The user's spendings of these reasons written after the first credit with `creditReference`
   * (what a take-back of that credit may undo), newest first.
   */
  spendingsAfterCredit(
    transaction: EntityManager,
    { userId, creditReference, reasons }: { userId: string; creditReference: string; reasons: string[] },
  ): Promise<{ reason: string; reference: string; points: number }[]> {
    return returnedRows(
      transaction,
      `SELECT l."reason", l."reference", -l."delta" AS "points" FROM "points_ledger" l
       WHERE l."user_id" = $1 AND l."delta" < 0 AND l."reason" = ANY($3) AND l."reference" IS NOT NULL
         AND l."id" > (SELECT min(c."id") FROM "points_ledger" c
                       WHERE c."user_id" = $1 AND c."reference" = $2 AND c."delta" > 0)
       ORDER BY l."id" DESC`,
      [userId, creditReference, reasons],
    );
  }

  /** How many entries of this reason and reference the user got since the instant. */
  countEntriesSince(
    transaction: EntityManager,
    { userId, reason, reference, since }: { userId: string; reason: string; reference: string; since: Date },
  ): Promise<number> {
    return this.ledger(transaction).count({ where: { userId, reason, reference, createdAt: MoreThanOrEqual(since) } });
  }

  /** The user's rows older than `beforeId`, newest first. */
  entriesPage(userId: string, beforeId: string | undefined, limit: number): Promise<PointsLedgerEntry[]> {
    return this.ledger().find({
      where: { userId, ...(beforeId ? { id: LessThan(beforeId) } : {}) },
      order: { id: 'DESC' },
      take: limit,
    });
  }

  countEntries(userId: string): Promise<number> {
    return this.ledger().count({ where: { userId } });
  }

  /** The balance as it stands in the caller's transaction; 0 when the user is gone. */
  async balanceOf(transaction: EntityManager, userId: string): Promise<number> {
    const [row] = await returnedRows<{ available_points: number }>(
      transaction,
      `SELECT "available_points" FROM "users" WHERE "id" = $1`,
      [userId],
    );
    return row?.available_points ?? 0;
  }

  /** Account merge: the source's ledger rows join the target's (the ledger trigger checks the recorded merge). */
  async moveLedger(transaction: EntityManager, { sourceId, targetId }: AccountMergePair): Promise<number> {
    const moved = await returnedRows(
      transaction,
      `UPDATE "points_ledger" SET "user_id" = $2 WHERE "user_id" = $1 RETURNING "id"`,
      [sourceId, targetId],
    );
    return moved.length;
  }
}
