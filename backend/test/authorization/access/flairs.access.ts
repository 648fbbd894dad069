import type { AccessLevel } from '../access-level.js';

/**
 * Access rules of the flairs module's operations (see access-table.ts). Acting on another user's
 * flairs is refused inside the service (403) for non-admins; flairs.integration-spec.ts checks it.
 */
export const FLAIRS_ACCESS: Record<string, AccessLevel> = {
  listFlairs: 'user',
  listUserFlairs: 'user',
  listShownUserFlairs: 'user',
  purchaseFlair: 'user',
  purchaseFlairFromStore: 'user',
  applyForFlair: 'user',
  activateUserFlair: 'user',
  deactivateUserFlairs: 'user',
  listAdminFlairs: 'admin',
  createFlair: 'admin',
  updateFlair: 'admin',
  listFlairOwners: 'admin',
  listFlairApplications: 'admin',
  approveFlairApplication: 'admin',
  denyFlairApplication: 'admin',
};
