import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  RegisterAccountMergeStep,
  type AccountMergePair,
  type AccountMergeStep,
} from '../../common/account-merge/account-merge-step.js';
import { ArchiveRepository } from './archive.repository.js';

/** Entries the source contributed and versions it saved become the target's (plain ownership: no collisions). */
@Injectable()
@RegisterAccountMergeStep()
export class ArchiveAccountMergeStep implements AccountMergeStep {
  readonly name = 'archive';
  readonly covers = ['archive_entries.created_by', 'archive_entry_revisions.editor_id'] as const;

  constructor(private readonly repository: ArchiveRepository) {}

  async moveUserData(manager: EntityManager, pair: AccountMergePair) {
    const { entries, revisions } = await this.repository.moveUserRows(manager, pair);
    return { archiveEntriesMoved: entries, archiveRevisionsMoved: revisions };
  }
}
