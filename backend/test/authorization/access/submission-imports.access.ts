import type { AccessLevel } from '../access-level.js';

/** Access rules of the submission-imports module's operations (see access-table.ts). */
export const SUBMISSION_IMPORTS_ACCESS: Record<string, AccessLevel> = {
  uploadSubmissionBatch: 'user', // the walk sends no file: 400 for allowed callers
  getSubmissionBatch: 'user', // then 404 unless the caller uploaded it or is an admin
  downloadSubmissionBatchErrors: 'user',
  downloadSubmissionTemplate: 'user',
};
