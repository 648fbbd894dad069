import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { AccountMergePair } from '../../common/account-merge/account-merge-step.js';
import { BaseRepository } from '../../database/base.repository.js';
import { returnedRows } from '../../database/raw-results.js';
import { UserSettings, type Theme } from './entities/user-settings.entity.js';

/** The SQL of user_settings. */
@Injectable()
export class AccountSettingsRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  find(userId: string): Promise<UserSettings | null> {
    return this.manager().getRepository(UserSettings).findOneBy({ userId });
  }

  async saveTheme(userId: string, theme: Theme): Promise<void> {
    await this.manager().getRepository(UserSettings).upsert({ userId, theme }, ['userId']);
  }

  /** The target keeps its own theme; the source's applies only when the target never chose. */
  async moveSettings(manager: EntityManager, { sourceId, targetId }: AccountMergePair): Promise<number> {
    await manager.query(
      `INSERT INTO user_settings (user_id, theme) SELECT $2, theme FROM user_settings WHERE user_id = $1
       ON CONFLICT DO NOTHING`,
      [sourceId, targetId],
    );
    const removed = await returnedRows(manager, `DELETE FROM user_settings WHERE user_id = $1 RETURNING 1 AS removed`, [
      sourceId,
    ]);
    return removed.length;
  }
}
