import { RegisterAccountMergeStep } from '../../common/account-merge/account-merge-step.js';
import { userRowsMergeStep } from '../../database/user-rows-merge-step.js';

/** Accepted versions move to the target (one both accepted stays one); published versions credit the target. */
@RegisterAccountMergeStep()
export class LegalAccountMergeStep extends userRowsMergeStep({
  name: 'legal',
  columns: [
    { reference: 'legal_acceptances.user_id', oncePer: ['kind', 'version'], moved: 'acceptancesMoved' },
    { reference: 'legal_documents.editor_id', moved: 'versionsCredited' },
  ],
}) {}
