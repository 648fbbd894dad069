import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { BaseRepository } from '../../database/base.repository.js';
import { SiteSetting } from './entities/site-setting.entity.js';

/** The queries on site_settings (one row per key). */
@Injectable()
export class SettingsRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  private settings() {
    return this.manager().getRepository(SiteSetting);
  }

  /** The stored JSON value, or undefined when the key was never set. */
  async read(key: string): Promise<unknown> {
    const row = await this.settings().findOne({ where: { key } });
    return row?.value;
  }

  async write(key: string, value: string, updatedBy: string): Promise<void> {
    await this.settings().upsert({ key, value, updatedBy }, ['key']);
  }
}
