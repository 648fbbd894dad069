import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { BaseRepository } from '../../database/base.repository.js';

/** The housekeeping statements of the maintenance jobs. */
@Injectable()
export class MaintenanceRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** Deletes the sessions past their expiry (the session store only skips them); how many went. */
  async deleteExpiredSessions(): Promise<number> {
    const [, removed] = await this.manager().query<[unknown[], number]>(
      `DELETE FROM "user_sessions" WHERE "expire" < now()`,
    );
    return removed ?? 0;
  }
}
