import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  RegisterAccountMergeStep,
  type AccountMergePair,
  type AccountMergeStep,
} from '../../common/account-merge/account-merge-step.js';
import { PaymentsRepository } from './payments.repository.js';

/**
 * Payments follow the account (their points already moved with the ledger), so a refund of a
 * payment made by the merged account debits the account it joined.
 */
@Injectable()
@RegisterAccountMergeStep()
export class PaymentsAccountMergeStep implements AccountMergeStep {
  readonly name = 'payments';
  readonly covers = ['payments.user_id'] as const;

  constructor(private readonly payments: PaymentsRepository) {}

  async moveUserData(manager: EntityManager, pair: AccountMergePair) {
    return { paymentsMoved: await this.payments.movePayments(manager, pair) };
  }
}
