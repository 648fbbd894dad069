import { Submissions1795457526827 } from './1795457526827-Submissions.js';
import { SubmissionDuplicateCandidates1795482487513 } from './1795482487513-SubmissionDuplicateCandidates.js';
import { PendingSubmissionsBySubmitter1795932034899 } from './1795932034899-PendingSubmissionsBySubmitter.js';

/** Migrations added by the submissions module, each file in this folder named <timestamp>-<Name>.ts. */
export const SUBMISSIONS_MIGRATIONS = [
  Submissions1795457526827,
  SubmissionDuplicateCandidates1795482487513,
  PendingSubmissionsBySubmitter1795932034899,
];
