import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { AccountMergePair } from '../../common/account-merge/account-merge-step.js';
import { isoMicros, type TimeCursor } from '../../common/pagination/time-cursor.js';
import { BaseRepository } from '../../database/base.repository.js';
import { returnedRows } from '../../database/raw-results.js';
import { userColumns } from '../users/user-row.js';

/** A blocked user (columns prefixed user_, see userColumns) and the keyset position of the block. */
export type BlockRow = Record<string, unknown> & { user_id: string; cursor_at: string };

/** The SQL of user_blocks. */
@Injectable()
export class BlocksRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** True when a row was added (blocking twice adds nothing). */
  async insert(blockerId: string, blockedId: string, transaction?: EntityManager): Promise<boolean> {
    const inserted = await returnedRows(
      this.manager(transaction),
      `INSERT INTO user_blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING blocker_id`,
      [blockerId, blockedId],
    );
    return inserted.length > 0;
  }

  /** True when a row was removed. */
  async delete(blockerId: string, blockedId: string, transaction?: EntityManager): Promise<boolean> {
    const deleted = await returnedRows(
      this.manager(transaction),
      `DELETE FROM user_blocks WHERE blocker_id = $1 AND blocked_id = $2 RETURNING blocker_id`,
      [blockerId, blockedId],
    );
    return deleted.length > 0;
  }

  async exists(blockerId: string, blockedId: string, transaction?: EntityManager): Promise<boolean> {
    const [row] = await this.manager(transaction).query<[{ blocked: boolean }]>(
      `SELECT EXISTS (SELECT 1 FROM user_blocks WHERE blocker_id = $1 AND blocked_id = $2) AS blocked`,
      [blockerId, blockedId],
    );
    return row.blocked;
  }

  /** Which of `userIds` the blocker has blocked, in one statement. */
  async blockedAmong(blockerId: string, userIds: string[], transaction?: EntityManager): Promise<string[]> {
    if (userIds.length === 0) return [];
    const rows = await this.manager(transaction).query<{ blocked_id: string }[]>(
      `SELECT blocked_id FROM user_blocks WHERE blocker_id = $1 AND blocked_id = ANY($2::uuid[])`,
      [blockerId, userIds],
    );
    return rows.map((row) => row.blocked_id);
  }

  async count(blockerId: string, transaction?: EntityManager): Promise<number> {
    const [{ total }] = await this.manager(transaction).query<[{ total: string }]>(
      `SELECT count(*) AS total FROM user_blocks WHERE blocker_id = $1`,
      [blockerId],
    );
    return Number(total);
  }

  /** Newest block first, keyset on (created_at, blocked user's id), `limit` rows with the blocked users. */
  page(blockerId: string, after: TimeCursor | null, limit: number, transaction?: EntityManager): Promise<BlockRow[]> {
    return this.manager(transaction).query<BlockRow[]>(
      `SELECT ${userColumns('u', 'user')}, ${isoMicros('b.created_at')} AS cursor_at
       FROM user_blocks b JOIN users u ON u.id = b.blocked_id
       WHERE b.blocker_id = $1
         AND ($2::timestamptz IS NULL OR (b.created_at, b.blocked_id) < ($2::timestamptz, $3::uuid))
       ORDER BY b.created_at DESC, b.blocked_id DESC
       LIMIT $4`,
      [blockerId, after?.at ?? null, after?.key ?? null, limit],
    );
  }

  // --- account merge (each answers how many blocks it touched)

  /**
   * Deletes the source's blocks that would collide once moved: blocks between the two accounts (they
   * would become self-blocks) and blocks the target has too (of, or by, the same person).
   */
  async dropCollisions(manager: EntityManager, { sourceId, targetId }: AccountMergePair): Promise<number> {
    const deleted = await returnedRows(
      manager,
      `DELETE FROM user_blocks source
       WHERE (source.blocker_id = $1 AND source.blocked_id = $2)
          OR (source.blocker_id = $2 AND source.blocked_id = $1)
          OR (source.blocker_id = $1
              AND EXISTS (SELECT 1 FROM user_blocks own WHERE own.blocker_id = $2 AND own.blocked_id = source.blocked_id))
          OR (source.blocked_id = $1
              AND EXISTS (SELECT 1 FROM user_blocks own WHERE own.blocked_id = $2 AND own.blocker_id = source.blocker_id))
       RETURNING source.blocker_id`,
      [sourceId, targetId],
    );
    return deleted.length;
  }

  /** The source's blocks, either way, become the target's (after dropCollisions, none can clash). */
  async moveBlocks(manager: EntityManager, { sourceId, targetId }: AccountMergePair): Promise<number> {
    const moved = await returnedRows(
      manager,
      `UPDATE user_blocks
       SET blocker_id = CASE WHEN blocker_id = $1 THEN $2::uuid ELSE blocker_id END,
           blocked_id = CASE WHEN blocked_id = $1 THEN $2::uuid ELSE blocked_id END
       WHERE blocker_id = $1 OR blocked_id = $1
       RETURNING blocker_id`,
      [sourceId, targetId],
    );
    return moved.length;
  }
}
