import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  RegisterAccountMergeStep,
  type AccountMergePair,
  type AccountMergeStep,
} from '../../common/account-merge/account-merge-step.js';
import { DataExportRepository } from './data-export.repository.js';

/** The source account's exports are dropped: they are copies of an account that is going away. */
@Injectable()
@RegisterAccountMergeStep()
export class DataExportAccountMergeStep implements AccountMergeStep {
  readonly name = 'data-export';
  readonly covers = ['data_exports.user_id'] as const;

  constructor(private readonly exports: DataExportRepository) {}

  async moveUserData(manager: EntityManager, pair: AccountMergePair) {
    return { exportsDropped: await this.exports.deleteOfUser(manager, pair.sourceId) };
  }
}
