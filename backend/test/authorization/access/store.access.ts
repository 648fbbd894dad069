import type { AccessLevel } from '../access-level.js';

/** Access rules of the store module's operations (see access-table.ts). */
export const STORE_ACCESS: Record<string, AccessLevel> = {
  listStoreItems: 'user',
  listAdminStoreItems: 'admin',
  createStoreItem: 'admin',
  updateStoreItem: 'admin',
};
