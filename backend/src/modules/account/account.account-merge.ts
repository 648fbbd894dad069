import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  RegisterAccountMergeStep,
  type AccountMergePair,
  type AccountMergeStep,
} from '../../common/account-merge/account-merge-step.js';
import { AccountSettingsRepository } from './account-settings.repository.js';

/** The target's own theme wins; the source's applies when the target never chose. */
@Injectable()
@RegisterAccountMergeStep()
export class AccountAccountMergeStep implements AccountMergeStep {
  readonly name = 'account';
  readonly covers = ['user_settings.user_id'] as const;

  constructor(private readonly settings: AccountSettingsRepository) {}

  async moveUserData(manager: EntityManager, pair: AccountMergePair) {
    return { settingsMerged: await this.settings.moveSettings(manager, pair) };
  }
}
