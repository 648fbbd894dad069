import { SubmissionBatches1795457644139 } from './1795457644139-SubmissionBatches.js';
import { SubmissionsBatchForeignKey1795458858489 } from './1795458858489-SubmissionsBatchForeignKey.js';
import { SubmissionBatchFileParts1795931999130 } from './1795931999130-SubmissionBatchFileParts.js';

/** Migrations added by the submission-imports module, each file in this folder named <timestamp>-<Name>.ts. */
export const SUBMISSION_IMPORTS_MIGRATIONS = [
  SubmissionBatches1795457644139,
  SubmissionsBatchForeignKey1795458858489,
  SubmissionBatchFileParts1795931999130,
];
