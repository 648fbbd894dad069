import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { SiteSetting } from './entities/site-setting.entity.js';
import {
  DEFAULT_FEATURE_ACCESS,
  FEATURE_ACCESS_KEY,
  FEATURE_ACCESS_MODES,
  type FeatureAccessMode,
} from './feature-access.js';

@Injectable()
export class SettingsService {
  constructor(@InjectRepository(SiteSetting) private readonly settings: Repository<SiteSetting>) {}

  async featureAccess(): Promise<FeatureAccessMode> {
    const row = await this.settings.findOne({ where: { key: FEATURE_ACCESS_KEY } });
    const value = row?.value;
    return FEATURE_ACCESS_MODES.includes(value as FeatureAccessMode)
      ? (value as FeatureAccessMode)
      : DEFAULT_FEATURE_ACCESS;
  }

  async setFeatureAccess(mode: FeatureAccessMode, adminId: string): Promise<FeatureAccessMode> {
    await this.settings.upsert({ key: FEATURE_ACCESS_KEY, value: mode, updatedBy: adminId }, ['key']);
    return mode;
  }
}
