import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { BaseRepository } from '../../database/base.repository.js';
import { returnedRows } from '../../database/raw-results.js';
import { DELETED_USER_DISPLAY_NAME, DELETED_USER_ID, DELETED_USER_USERNAME } from '../users/placeholder-user.js';
import type { UserForeignKeyRule } from './account-deletion-plan.js';

/** The SQL of account deletion (one transaction, run by AccountDeletionService). */
@Injectable()
export class AccountDeletionRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** Every foreign key to users with its ON DELETE rule. */
  async userForeignKeys(transaction?: EntityManager): Promise<UserForeignKeyRule[]> {
    const rows = await this.manager(transaction).query<{ reference: string; rule: string }[]>(
      `SELECT cl.relname || '.' || a.attname AS reference, c.confdeltype AS rule
       FROM pg_constraint c
       JOIN pg_class cl ON cl.oid = c.conrelid
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
       WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass
       ORDER BY 1`,
    );
    return rows.map((row) => ({
      reference: row.reference,
      onDelete: row.rule === 'c' ? 'cascade' : row.rule === 'n' ? 'set-null' : 'other',
    }));
  }

  /** Locks the user's row for the transaction; false when there is no such user. */
  async lockUser(manager: EntityManager, userId: string): Promise<boolean> {
    const rows = await manager.query<unknown[]>(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [userId]);
    return rows.length > 0;
  }

  async ensurePlaceholder(manager: EntityManager): Promise<void> {
    await manager.query(
      `INSERT INTO users (id, username, display_name) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`,
      [DELETED_USER_ID, DELETED_USER_USERNAME, DELETED_USER_DISPLAY_NAME],
    );
  }

  async creditArticlesToPlaceholder(manager: EntityManager, userId: string): Promise<number> {
    const rows = await returnedRows(manager, `UPDATE articles SET author_id = $2 WHERE author_id = $1 RETURNING id`, [
      userId,
      DELETED_USER_ID,
    ]);
    return rows.length;
  }

  /** The ledger is append-only; its guard lets rows go to the placeholder with nothing else changed. */
  async creditLedgerToPlaceholder(manager: EntityManager, userId: string): Promise<number> {
    const rows = await returnedRows(manager, `UPDATE points_ledger SET user_id = $2 WHERE user_id = $1 RETURNING id`, [
      userId,
      DELETED_USER_ID,
    ]);
    return rows.length;
  }

  /** The placeholder's balance keeps equal to the sum of its ledger rows. */
  async moveBalanceToPlaceholder(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(
      `UPDATE users SET available_points = available_points + (SELECT available_points FROM users WHERE id = $1)
       WHERE id = $2`,
      [userId, DELETED_USER_ID],
    );
  }

  /** Keeps like_count and comment_count equal to their rows once the user's likes and comments go. */
  async dropEngagementCounts(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(
      `UPDATE articles a SET like_count = GREATEST(a.like_count - l.n, 0)
       FROM (SELECT article_id, count(*)::int AS n FROM article_likes WHERE user_id = $1 GROUP BY article_id) l
       WHERE a.id = l.article_id`,
      [userId],
    );
    await manager.query(
      `UPDATE articles a SET comment_count = GREATEST(a.comment_count - c.n, 0)
       FROM (SELECT article_id, count(*)::int AS n FROM article_comments
             WHERE author_id = $1 AND deleted_at IS NULL AND hidden_at IS NULL AND held_reason IS NULL
             GROUP BY article_id) c
       WHERE a.id = c.article_id`,
      [userId],
    );
  }

  /** Rows keyed to the user without a foreign key (so no cascade reaches them). */
  async deleteUnlinkedRows(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`DELETE FROM article_view_days WHERE viewer_key = $1`, [userId]);
    await manager.query(`DELETE FROM mass_message_deliveries WHERE user_id = $1`, [userId]);
  }

  /** Every session row of the user; their ids. */
  async deleteSessions(manager: EntityManager, userId: string): Promise<string[]> {
    const rows = await returnedRows<{ sid: string }>(
      manager,
      `DELETE FROM user_sessions WHERE sess->>'userId' = $1 RETURNING sid`,
      [userId],
    );
    return rows.map((row) => row.sid);
  }

  /** Deletes the user; the foreign keys remove or unlink the rest (see the deletion plan). */
  async deleteUser(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`DELETE FROM users WHERE id = $1`, [userId]);
  }
}
