import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { AccountMergePair } from '../../common/account-merge/account-merge-step.js';
import { isoMicros, type TimeCursor } from '../../common/pagination/time-cursor.js';
import { BaseRepository } from '../../database/base.repository.js';
import { reassignUserRows } from '../../database/reassign-user-rows.js';
import { returnedRows } from '../../database/raw-results.js';
import { userColumns } from '../users/user-row.js';

/** Which side of user_follows a list shows. */
export type FollowDirection = 'followers' | 'following';
const SIDES: Record<FollowDirection, { match: string; other: string }> = {
  followers: { match: 'followee_id', other: 'follower_id' },
  following: { match: 'follower_id', other: 'followee_id' },
};

/** A listed user (columns prefixed user_, see userColumns), when the follow began and whether the viewer follows them. */
export type FollowRow = Record<string, unknown> & {
  user_id: string;
  followed_at: Date;
  cursor_at: string;
  viewer_follows: boolean;
};

/** The SQL of user_follows. */
@Injectable()
export class FollowsRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** True when a row was added (following twice adds nothing). */
  async insert(followerId: string, followeeId: string, transaction?: EntityManager): Promise<boolean> {
    const inserted = await returnedRows(
      this.manager(transaction),
      `INSERT INTO user_follows (follower_id, followee_id) VALUES ($1, $2)
       ON CONFLICT DO NOTHING RETURNING follower_id`,
      [followerId, followeeId],
    );
    return inserted.length > 0;
  }

  /** True when a row was removed. */
  async delete(followerId: string, followeeId: string, transaction?: EntityManager): Promise<boolean> {
    const deleted = await returnedRows(
      this.manager(transaction),
      `DELETE FROM user_follows WHERE follower_id = $1 AND followee_id = $2 RETURNING follower_id`,
      [followerId, followeeId],
    );
    return deleted.length > 0;
  }

  async isFollowing(followerId: string, followeeId: string, transaction?: EntityManager): Promise<boolean> {
    const [row] = await this.manager(transaction).query<{ following: boolean }[]>(
      `SELECT EXISTS (SELECT 1 FROM user_follows WHERE follower_id = $1 AND followee_id = $2) AS following`,
      [followerId, followeeId],
    );
    return row.following;
  }

  /** Whether the follower follows the target, and the target's follower count, in one statement. */
  async statusOf(
    followerId: string,
    targetId: string,
    transaction?: EntityManager,
  ): Promise<{ following: boolean; followers: number }> {
    const [row] = await this.manager(transaction).query<[{ following: boolean; followers: string }]>(
      `SELECT EXISTS (SELECT 1 FROM user_follows WHERE follower_id = $1 AND followee_id = $2) AS following,
              (SELECT count(*) FROM user_follows WHERE followee_id = $2) AS followers`,
      [followerId, targetId],
    );
    return { following: row.following, followers: Number(row.followers) };
  }

  async count(direction: FollowDirection, userId: string, transaction?: EntityManager): Promise<number> {
    const [{ total }] = await this.manager(transaction).query<[{ total: string }]>(
      `SELECT count(*) AS total FROM user_follows WHERE ${SIDES[direction].match} = $1`,
      [userId],
    );
    return Number(total);
  }

  /**
   * Newest follow first, keyset on (created_at, other user's id), `limit` rows with the listed users and,
   * per row, whether `viewerId` follows that user (an EXISTS on the primary key, in the same statement).
   */
  page(
    direction: FollowDirection,
    userId: string,
    viewerId: string,
    after: TimeCursor | null,
    limit: number,
    transaction?: EntityManager,
  ): Promise<FollowRow[]> {
    const { match, other } = SIDES[direction];
    return this.manager(transaction).query<FollowRow[]>(
      `SELECT ${userColumns('u', 'user')}, f.created_at AS followed_at, ${isoMicros('f.created_at')} AS cursor_at,
              EXISTS (SELECT 1 FROM user_follows vf WHERE vf.follower_id = $5 AND vf.followee_id = u.id) AS viewer_follows
       FROM user_follows f JOIN users u ON u.id = f.${other}
       WHERE f.${match} = $1
         AND ($2::timestamptz IS NULL OR (f.created_at, f.${other}) < ($2::timestamptz, $3::uuid))
       ORDER BY f.created_at DESC, f.${other} DESC
       LIMIT $4`,
      [userId, after?.at ?? null, after?.key ?? null, limit, viewerId],
    );
  }

  // --- account merge (each answers how many follows it touched)

  /** Deletes the follows between the two accounts (they would become self-follows). */
  async deleteBetween(manager: EntityManager, { sourceId, targetId }: AccountMergePair): Promise<number> {
    const deleted = await returnedRows(
      manager,
      `DELETE FROM user_follows
       WHERE (follower_id = $1 AND followee_id = $2) OR (follower_id = $2 AND followee_id = $1)
       RETURNING follower_id`,
      [sourceId, targetId],
    );
    return deleted.length;
  }

  /** Deletes the source's follows the target has too (of, or by, the same person). */
  async dropFollowsBothHave(manager: EntityManager, { sourceId, targetId }: AccountMergePair): Promise<number> {
    const deleted = await returnedRows(
      manager,
      `DELETE FROM user_follows source
       WHERE (source.follower_id = $1
              AND EXISTS (SELECT 1 FROM user_follows own WHERE own.follower_id = $2 AND own.followee_id = source.followee_id))
          OR (source.followee_id = $1
              AND EXISTS (SELECT 1 FROM user_follows own WHERE own.followee_id = $2 AND own.follower_id = source.follower_id))
       RETURNING source.follower_id`,
      [sourceId, targetId],
    );
    return deleted.length;
  }

  /** The source's follows, either way, become the target's. */
  async moveFollows(manager: EntityManager, pair: AccountMergePair): Promise<number> {
    return (
      (await reassignUserRows(manager, 'user_follows', 'follower_id', pair)) +
      (await reassignUserRows(manager, 'user_follows', 'followee_id', pair))
    );
  }
}
