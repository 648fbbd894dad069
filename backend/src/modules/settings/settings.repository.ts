import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { BaseRepository } from '../../database/base.repository.js';
import { SiteSetting } from './entities/site-setting.entity.js';

/** The queries on site_settings (one row per key). */
@Injectable()
export class SettingsRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  private settings(transaction?: EntityManager) {
    return this.manager(transaction).getRepository(SiteSetting);
  }

  /** The stored JSON value, or undefined when the key was never set. */
  async read(key: string, transaction?: EntityManager): Promise<unknown> {
    const row = await this.settings(transaction).findOne({ where: { key } });
    return row?.value;
  }

  /** Locks the key's row until the transaction ends (nothing when the key was never set). */
  async lock(key: string, transaction: EntityManager): Promise<void> {
    await this.manager(transaction).query(`SELECT 1 FROM site_settings WHERE key = $1 FOR UPDATE`, [key]);
  }

  async write(key: string, value: unknown, updatedBy: string, transaction?: EntityManager): Promise<void> {
    await this.settings(transaction).upsert({ key, value: value as object, updatedBy }, ['key']);
  }
}
