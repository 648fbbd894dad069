import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { BaseRepository } from '../../database/base.repository.js';
import { returnedRows } from '../../database/raw-results.js';

/** The SQL of user_sessions (written by the session middleware's store; ended here). */
@Injectable()
export class SessionsRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** Deletes every session of the user; how many there were. */
  async deleteForUser(userId: string, transaction?: EntityManager): Promise<number> {
    const deleted = await returnedRows(
      this.manager(transaction),
      `DELETE FROM "user_sessions" WHERE "sess"->>'userId' = $1 RETURNING "sid"`,
      [userId],
    );
    return deleted.length;
  }
}
