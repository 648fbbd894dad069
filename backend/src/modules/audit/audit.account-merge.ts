import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  RegisterAccountMergeStep,
  type AccountMergePair,
  type AccountMergeStep,
} from '../../common/account-merge/account-merge-step.js';
import { AuditRepository } from './audit.repository.js';

/**
 * The source's entries become the target's, as actor and as target: the merged account's log and
 * its export are whole, and no entry keeps the id of an account that no longer exists. The log has
 * no foreign key to users (it outlives deleted accounts), so this step covers no reference.
 */
@Injectable()
@RegisterAccountMergeStep()
export class AuditAccountMergeStep implements AccountMergeStep {
  readonly name = 'audit';
  readonly covers = [] as const;

  constructor(private readonly audit: AuditRepository) {}

  async moveUserData(manager: EntityManager, pair: AccountMergePair) {
    return { auditEntriesMoved: await this.audit.moveToUser(manager, pair) };
  }
}
