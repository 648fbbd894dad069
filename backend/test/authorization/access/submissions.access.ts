import type { AccessLevel } from '../access-level.js';

/** The submissions module: any signed-in user contributes and reads their own; only admins review. */
export const SUBMISSIONS_ACCESS: Record<string, AccessLevel> = {
  createSubmission: 'user',
  listSubmissionPeople: 'user',
  listMySubmissions: 'user',
  listAdminSubmissions: 'admin',
  getAdminSubmission: 'admin',
  approveSubmission: 'admin',
  rejectSubmission: 'admin',
  approveSubmissionBatch: 'admin',
  rejectSubmissionBatch: 'admin',
};
