import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  RegisterAccountMergeStep,
  type AccountMergePair,
  type AccountMergeStep,
} from '../../common/account-merge/account-merge-step.js';
import { SubmissionsRepository } from './submissions.repository.js';

/** Submissions and the decisions on them follow the person: both columns move to the target account. */
@Injectable()
@RegisterAccountMergeStep()
export class SubmissionsAccountMergeStep implements AccountMergeStep {
  readonly name = 'submissions';
  readonly covers = ['submissions.submitted_by', 'submissions.reviewed_by'] as const;

  constructor(private readonly submissions: SubmissionsRepository) {}

  async moveUserData(manager: EntityManager, pair: AccountMergePair) {
    return this.submissions.moveUserRows(manager, pair);
  }
}
