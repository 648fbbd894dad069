import type { AccessLevel } from '../access-level.js';

/** Access rules of the blocks module's operations (see access-table.ts). */
export const BLOCKS_ACCESS: Record<string, AccessLevel> = {
  listBlockedUsers: 'user',
  getBlockStatus: 'user',
  blockUser: 'user',
  unblockUser: 'user',
};
