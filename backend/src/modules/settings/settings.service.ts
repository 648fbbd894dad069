import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import {
  DEFAULT_FEATURE_ACCESS,
  FEATURE_ACCESS_KEY,
  FEATURE_ACCESS_MODES,
  type FeatureAccessMode,
} from './feature-access.js';
import { SettingsRepository } from './settings.repository.js';

@Injectable()
export class SettingsService {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly audit: AuditService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async featureAccess(transaction?: EntityManager): Promise<FeatureAccessMode> {
    const value = await this.settings.read(FEATURE_ACCESS_KEY, transaction);
    return FEATURE_ACCESS_MODES.includes(value as FeatureAccessMode)
      ? (value as FeatureAccessMode)
      : DEFAULT_FEATURE_ACCESS;
  }

  /** Changes the setting and records who changed it from what to what, in one transaction. */
  async setFeatureAccess(mode: FeatureAccessMode, adminId: string): Promise<FeatureAccessMode> {
    await this.dataSource.transaction(async (manager) => {
      const previous = await this.featureAccess(manager);
      await this.settings.write(FEATURE_ACCESS_KEY, mode, adminId, manager);
      await this.audit.record(
        { actorId: adminId, action: 'admin.feature-access.changed', details: { from: previous, to: mode } },
        manager,
      );
    });
    return mode;
  }

  /** Another module's stored value (its own key), or undefined when never set. */
  read(key: string): Promise<unknown> {
    return this.settings.read(key);
  }

  write(key: string, value: unknown, adminId: string): Promise<void> {
    return this.settings.write(key, value, adminId);
  }
}
