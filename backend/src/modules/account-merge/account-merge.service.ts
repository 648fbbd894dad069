import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  RegisterAccountMergeStep,
  type AccountMergePair,
  type AccountMergeStep,
  type AccountMergeStepReport,
} from '../../common/account-merge/account-merge-step.js';
import { AuditService } from '../audit/audit.service.js';
import { AccountAliasesService } from '../users/account-aliases.service.js';
import { referencesStillHolding } from './user-references.js';

export const ACCOUNT_MERGED_ACTION = 'user.account.merged';

function isMergeStep(value: unknown): value is AccountMergeStep {
  const step = value as Partial<AccountMergeStep> | null;
  return typeof step?.name === 'string' && Array.isArray(step.covers) && typeof step.moveUserData === 'function';
}

/**
 * Merges one account into another in one transaction: records the old id as an alias, runs every
 * module's registered step (found through Nest's discovery, so a new module only registers its own),
 * refuses to finish while any row still points at the source, records the merge in the audit log,
 * and deletes the emptied source account.
 */
@Injectable()
export class AccountMergeService implements OnApplicationBootstrap {
  private steps: AccountMergeStep[] = [];

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly discovery: DiscoveryService,
    private readonly aliases: AccountAliasesService,
    private readonly audit: AuditService,
  ) {}

  onApplicationBootstrap(): void {
    const instances = this.discovery
      .getProviders({ metadataKey: RegisterAccountMergeStep.KEY })
      .map((wrapper) => wrapper.instance as unknown);
    for (const instance of instances) {
      if (!isMergeStep(instance)) throw new Error(`${String(instance)} is registered as a merge step but is not one`);
    }
    this.steps = (instances as AccountMergeStep[]).sort((a, b) => a.name.localeCompare(b.name));
  }

  /** Every `table.column` some registered step declares it empties of the source id. */
  coveredReferences(): string[] {
    return this.steps.flatMap((step) => [...step.covers]);
  }

  stepNames(): string[] {
    return this.steps.map((step) => step.name);
  }

  async merge(pair: AccountMergePair): Promise<void> {
    if (pair.sourceId === pair.targetId) throw new Error('An account cannot be merged into itself');
    await this.dataSource.transaction(async (manager) => {
      await this.aliases.beginMerge(manager, pair);
      const reports: Record<string, AccountMergeStepReport> = {};
      for (const step of this.steps) {
        const report = await step.moveUserData(manager, pair);
        if (report && Object.keys(report).length > 0) reports[step.name] = report;
      }
      // A cascade would silently delete whatever a step forgot: stop (and roll back) instead.
      const left = await referencesStillHolding(manager, pair.sourceId);
      if (left.length > 0) throw new Error(`Account merge left rows pointing at the source: ${left.join(', ')}`);
      // After the audit step: the entry names the surviving account, and the old id only as a detail.
      await this.audit.record(
        {
          actorId: pair.targetId,
          action: ACCOUNT_MERGED_ACTION,
          details: { sourceUserId: pair.sourceId, targetUserId: pair.targetId, moved: reports },
        },
        manager,
      );
      await this.aliases.deleteMergedAccount(manager, pair.sourceId);
    });
  }
}
