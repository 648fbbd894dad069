import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { BaseRepository } from '../../database/base.repository.js';
import { isPersonSql } from '../users/placeholder-user.js';
import type { UserRole } from '../users/user-role.js';

/** Counts for the role overview. */
@Injectable()
export class AdminRolesRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  async countByRole(): Promise<Map<UserRole, number>> {
    const rows = await this.manager().query<{ role: UserRole; n: number }[]>(
      `SELECT role, count(*)::int AS n FROM users u WHERE ${isPersonSql('u.id')} GROUP BY role`,
    );
    return new Map(rows.map((row) => [row.role, row.n]));
  }
}
