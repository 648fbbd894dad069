import type { AccessLevel } from '../access-level.js';

/** Access rules of the admins' second factor (see access-table.ts). */
export const SECOND_FACTOR_ACCESS: Record<string, AccessLevel> = {
  getSecondFactorStatus: 'user',
  startSecondFactorEnrolment: 'admin-account',
  confirmSecondFactorEnrolment: 'admin-account',
  verifySecondFactor: 'admin-account',
  // Turning it off needs a session that passed it (refused with the code, like any admin operation).
  disableSecondFactor: 'admin',
  regenerateSecondFactorRecoveryCodes: 'admin',
};
