import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
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
}
