import { Injectable } from '@nestjs/common';
import {
  DEFAULT_FEATURE_ACCESS,
  FEATURE_ACCESS_KEY,
  FEATURE_ACCESS_MODES,
  type FeatureAccessMode,
} from './feature-access.js';
import { SettingsRepository } from './settings.repository.js';

@Injectable()
export class SettingsService {
  constructor(private readonly settings: SettingsRepository) {}

  async featureAccess(): Promise<FeatureAccessMode> {
    const value = await this.settings.read(FEATURE_ACCESS_KEY);
    return FEATURE_ACCESS_MODES.includes(value as FeatureAccessMode)
      ? (value as FeatureAccessMode)
      : DEFAULT_FEATURE_ACCESS;
  }

  async setFeatureAccess(mode: FeatureAccessMode, adminId: string): Promise<FeatureAccessMode> {
    await this.settings.write(FEATURE_ACCESS_KEY, mode, adminId);
    return mode;
  }
}
