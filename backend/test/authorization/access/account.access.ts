import type { AccessLevel } from '../access-level.js';

/** Access rules of the account module's operations and the caller's own sessions (see access-table.ts). */
export const ACCOUNT_ACCESS: Record<string, AccessLevel> = {
  getMySettings: 'user',
  updateMySettings: 'user',
  deleteMyAccount: 'user',
  listMySessions: 'user',
  endMySession: 'user',
  endMyOtherSessions: 'user',
};
