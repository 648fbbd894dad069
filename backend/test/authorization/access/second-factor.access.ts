import type { AccessLevel } from '../access-level.js';

/** Access rules of the admins' second factor (see access-table.ts). */
export const SECOND_FACTOR_ACCESS: Record<string, AccessLevel> = {
  getSecondFactorStatus: 'user',
  startSecondFactorEnrolment: 'admin',
  confirmSecondFactorEnrolment: 'admin',
  verifySecondFactor: 'admin',
  disableSecondFactor: 'admin',
};
