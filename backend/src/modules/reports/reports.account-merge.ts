import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  RegisterAccountMergeStep,
  type AccountMergePair,
  type AccountMergeStep,
} from '../../common/account-merge/account-merge-step.js';
import { ReportsRepository } from './reports.repository.js';

/**
 * Reports, made by the source or on what it wrote. A report of an item the target reported too goes
 * (one report per member and item); the rest move to the target.
 */
@Injectable()
@RegisterAccountMergeStep()
export class ReportsAccountMergeStep implements AccountMergeStep {
  readonly name = 'reports';
  readonly covers = ['reports.reporter_id', 'reports.subject_author_id'] as const;

  constructor(private readonly reports: ReportsRepository) {}

  async moveUserData(manager: EntityManager, pair: AccountMergePair) {
    const reportsDropped = await this.reports.dropCollisions(manager, pair);
    const reportsMoved = await this.reports.moveReports(manager, pair);
    return { reportsMoved, reportsDropped };
  }
}
