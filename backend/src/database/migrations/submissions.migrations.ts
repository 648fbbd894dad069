import { Submissions1795457526827 } from './1795457526827-Submissions.js';

/** Migrations added by the submissions module, each file in this folder named <timestamp>-<Name>.ts. */
export const SUBMISSIONS_MIGRATIONS = [Submissions1795457526827];
