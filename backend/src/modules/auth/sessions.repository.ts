import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { BaseRepository } from '../../database/base.repository.js';
import { returnedRows } from '../../database/raw-results.js';

/** A stored session row, as the session middleware's store wrote it. */
export interface StoredSession {
  sid: string;
  sess: {
    userId?: string;
    createdAt?: number;
    lastActiveAt?: number;
    userAgent?: string;
  };
  expire: Date;
}

/** The SQL of user_sessions (written by the session middleware's store; ended here). */
@Injectable()
export class SessionsRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** Deletes every session of the user; how many there were. */
  async deleteForUser(userId: string, transaction?: EntityManager): Promise<number> {
    return (await this.deleteForUserReturningIds(userId, transaction)).length;
  }

  /** Deletes every session of the user; their ids. */
  async deleteForUserReturningIds(userId: string, transaction?: EntityManager): Promise<string[]> {
    const deleted = await returnedRows<{ sid: string }>(
      this.manager(transaction),
      `DELETE FROM "user_sessions" WHERE "sess"->>'userId' = $1 RETURNING "sid"`,
      [userId],
    );
    return deleted.map((row) => row.sid);
  }

  /** The user's sessions that have not expired. */
  listForUser(userId: string): Promise<StoredSession[]> {
    return this.manager().query<StoredSession[]>(
      `SELECT "sid", "sess", "expire" FROM "user_sessions" WHERE "sess"->>'userId' = $1 AND "expire" > now()`,
      [userId],
    );
  }

  /** Deletes the named sessions of the user (never another user's); the ids deleted. */
  async deleteSessions(userId: string, sessionIds: string[]): Promise<string[]> {
    if (sessionIds.length === 0) return [];
    const deleted = await returnedRows<{ sid: string }>(
      this.manager(),
      `DELETE FROM "user_sessions" WHERE "sess"->>'userId' = $1 AND "sid" = ANY($2::varchar[]) RETURNING "sid"`,
      [userId, sessionIds],
    );
    return deleted.map((row) => row.sid);
  }
}
