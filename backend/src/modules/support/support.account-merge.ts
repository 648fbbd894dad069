import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  RegisterAccountMergeStep,
  type AccountMergePair,
  type AccountMergeStep,
} from '../../common/account-merge/account-merge-step.js';
import { SupportRepository } from './support.repository.js';

/** Support requests, their assignments and the admins' notes and replies are filed under the target account. */
@Injectable()
@RegisterAccountMergeStep()
export class SupportAccountMergeStep implements AccountMergeStep {
  readonly name = 'support';
  readonly covers = [
    'support_requests.requester_id',
    'support_requests.assignee_id',
    'support_request_messages.author_id',
  ] as const;

  constructor(private readonly support: SupportRepository) {}

  moveUserData(manager: EntityManager, pair: AccountMergePair) {
    return this.support.moveUserRows(manager, pair);
  }
}
