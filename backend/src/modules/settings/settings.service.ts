import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import type { RestrictableFeature } from '../../common/auth/auth.decorators.js';
import {
  allFeatures,
  FEATURE_ACCESS_KEY,
  parseFeatureSwitches,
  RESTRICTABLE_FEATURES,
  type FeatureAccessMode,
  type FeatureSwitches,
} from './feature-access.js';
import { SettingsRepository } from './settings.repository.js';

@Injectable()
export class SettingsService {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly audit: AuditService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** The four switches (one primary-key read, so a change made on any API process applies at once). */
  async featureSwitches(transaction?: EntityManager): Promise<FeatureSwitches> {
    return parseFeatureSwitches(await this.settings.read(FEATURE_ACCESS_KEY, transaction));
  }

  /** Whether a non-admin may use the feature now. */
  async isOpenToEveryone(feature: RestrictableFeature, transaction?: EntityManager): Promise<boolean> {
    return (await this.featureSwitches(transaction))[feature] === 'everyone';
  }

  /**
   * Sets all switches (`mode`) and/or some of them (`features`) and records who changed them from
   * what to what, in one transaction (the row is locked, so two admins' changes never interleave).
   */
  async setFeatureAccess(
    change: { mode?: FeatureAccessMode; features?: Partial<FeatureSwitches> },
    adminId: string,
  ): Promise<FeatureSwitches> {
    return this.dataSource.transaction(async (manager) => {
      await this.settings.lock(FEATURE_ACCESS_KEY, manager);
      const previous = await this.featureSwitches(manager);
      const next: FeatureSwitches = change.mode ? allFeatures(change.mode) : { ...previous };
      for (const feature of RESTRICTABLE_FEATURES) {
        const mode = change.features?.[feature];
        if (mode) next[feature] = mode;
      }
      await this.settings.write(FEATURE_ACCESS_KEY, next, adminId, manager);
      await this.audit.record(
        { actorId: adminId, action: 'admin.feature-access.changed', details: { from: previous, to: next } },
        manager,
      );
      return next;
    });
  }

  /** Another module's stored value (its own key), or undefined when never set. */
  read(key: string): Promise<unknown> {
    return this.settings.read(key);
  }

  write(key: string, value: unknown, adminId: string): Promise<void> {
    return this.settings.write(key, value, adminId);
  }
}
