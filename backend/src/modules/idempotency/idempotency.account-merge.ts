import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  RegisterAccountMergeStep,
  type AccountMergePair,
  type AccountMergeStep,
} from '../../common/account-merge/account-merge-step.js';
import { IdempotencyRepository } from './idempotency.repository.js';

/** Idempotency keys name the merged account's own past submissions: they are dropped, not moved. */
@Injectable()
@RegisterAccountMergeStep()
export class IdempotencyAccountMergeStep implements AccountMergeStep {
  readonly name = 'idempotency-keys';
  readonly covers = ['idempotency_keys.user_id'] as const;

  constructor(private readonly repository: IdempotencyRepository) {}

  async moveUserData(manager: EntityManager, pair: AccountMergePair) {
    const idempotencyKeysDropped = await this.repository.deleteForUser(manager, pair.sourceId);
    return { idempotencyKeysDropped };
  }
}
