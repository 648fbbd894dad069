import { RegisterAccountMergeStep } from '../../common/account-merge/account-merge-step.js';
import { userRowsMergeStep } from '../../database/user-rows-merge-step.js';

/** Entries the source contributed and versions it saved become the target's (plain ownership: no collisions). */
@RegisterAccountMergeStep()
export class ArchiveAccountMergeStep extends userRowsMergeStep({
  name: 'archive',
  columns: [
    { reference: 'archive_entries.created_by', moved: 'archiveEntriesMoved' },
    { reference: 'archive_entry_revisions.editor_id', moved: 'archiveRevisionsMoved' },
  ],
}) {}
