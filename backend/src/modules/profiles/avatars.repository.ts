import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { AccountMergePair } from '../../common/account-merge/account-merge-step.js';
import { BaseRepository } from '../../database/base.repository.js';
import { returnedRows } from '../../database/raw-results.js';

/** The version of a stored picture: its update time in microseconds, as text. */
const VERSION = `(extract(epoch FROM updated_at) * 1000000)::bigint::text`;

export interface AvatarRow {
  content_type: string;
  bytes: Buffer;
  version: string;
}

/** The SQL of user_avatars (one picture per user, stored in PostgreSQL). */
@Injectable()
export class AvatarsRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** Stores or replaces the user's picture; answers its new version. */
  async upsert(userId: string, contentType: string, bytes: Buffer, transaction?: EntityManager): Promise<string> {
    const [{ version }] = await this.manager(transaction).query<[{ version: string }]>(
      `INSERT INTO user_avatars (user_id, content_type, bytes, updated_at) VALUES ($1, $2, $3, clock_timestamp())
       ON CONFLICT (user_id) DO UPDATE
         SET content_type = EXCLUDED.content_type, bytes = EXCLUDED.bytes, updated_at = EXCLUDED.updated_at
       RETURNING ${VERSION} AS version`,
      [userId, contentType, bytes],
    );
    return version;
  }

  /** True when there was a picture to remove. */
  async delete(userId: string, transaction?: EntityManager): Promise<boolean> {
    const deleted = await returnedRows(
      this.manager(transaction),
      `DELETE FROM user_avatars WHERE user_id = $1 RETURNING user_id`,
      [userId],
    );
    return deleted.length > 0;
  }

  async find(userId: string, transaction?: EntityManager): Promise<AvatarRow | undefined> {
    const [row] = await this.manager(transaction).query<AvatarRow[]>(
      `SELECT content_type, bytes, ${VERSION} AS version FROM user_avatars WHERE user_id = $1`,
      [userId],
    );
    return row;
  }

  exists(userId: string, transaction?: EntityManager): Promise<boolean> {
    return this.manager(transaction)
      .query<unknown[]>(`SELECT 1 FROM user_avatars WHERE user_id = $1`, [userId])
      .then((rows) => rows.length > 0);
  }

  /** Account merge: the source's uploaded picture becomes the target's; its version, or null when it had none. */
  async moveOwner(manager: EntityManager, { sourceId, targetId }: AccountMergePair): Promise<string | null> {
    const [moved] = await returnedRows<{ version: string }>(
      manager,
      `UPDATE user_avatars SET user_id = $2 WHERE user_id = $1 RETURNING ${VERSION} AS version`,
      [sourceId, targetId],
    );
    return moved?.version ?? null;
  }
}
