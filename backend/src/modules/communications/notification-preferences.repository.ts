import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { AccountMergePair } from '../../common/account-merge/account-merge-step.js';
import { BaseRepository } from '../../database/base.repository.js';
import { returnedRows } from '../../database/raw-results.js';
import { NotificationPreferences } from './entities/notification-preferences.entity.js';

export type NotificationChoices = Omit<NotificationPreferences, 'userId' | 'user' | 'updatedAt'>;

/** The SQL of notification_preferences. */
@Injectable()
export class NotificationPreferencesRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  private preferences(transaction?: EntityManager) {
    return this.manager(transaction).getRepository(NotificationPreferences);
  }

  find(userId: string): Promise<NotificationPreferences | null> {
    return this.preferences().findOneBy({ userId });
  }

  async save(userId: string, choices: NotificationChoices): Promise<NotificationPreferences> {
    await this.preferences().upsert({ userId, ...choices }, ['userId']);
    return this.preferences().findOneByOrFail({ userId });
  }

  /** The target keeps its own choices; the source's apply only when the target never chose. */
  async moveChoices(manager: EntityManager, { sourceId, targetId }: AccountMergePair): Promise<number> {
    await manager.query(
      `INSERT INTO notification_preferences (user_id, account_changes, messages, articles, digest, marketing, frequency)
       SELECT $2, account_changes, messages, articles, digest, marketing, frequency
       FROM notification_preferences WHERE user_id = $1
       ON CONFLICT DO NOTHING`,
      [sourceId, targetId],
    );
    const removed = await returnedRows(
      manager,
      `DELETE FROM notification_preferences WHERE user_id = $1 RETURNING 1 AS removed`,
      [sourceId],
    );
    return removed.length;
  }
}
