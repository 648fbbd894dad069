import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  RegisterAccountMergeStep,
  type AccountMergePair,
  type AccountMergeStep,
} from '../../common/account-merge/account-merge-step.js';
import { SubmissionImportsRepository } from './submission-imports.repository.js';

/** Uploaded CSV batches follow their uploader (their rows' submissions move in the submissions step). */
@Injectable()
@RegisterAccountMergeStep()
export class SubmissionImportsAccountMergeStep implements AccountMergeStep {
  readonly name = 'submission-imports';
  readonly covers = ['submission_batches.submitted_by'] as const;

  constructor(private readonly batches: SubmissionImportsRepository) {}

  async moveUserData(manager: EntityManager, pair: AccountMergePair) {
    return { batchesMoved: await this.batches.moveUserRows(manager, pair) };
  }
}
