import { UserRole } from './user-role.js';

const RANK: Record<UserRole, number> = { [UserRole.User]: 0, [UserRole.Moderator]: 1, [UserRole.Admin]: 2 };

/** True when `role` includes `required` (admin includes moderator includes user). */
export function roleIncludes(role: UserRole, required: UserRole): boolean {
  return RANK[role] >= RANK[required];
}

/** Moderators and admins: they keep the larger per-account limits (imports, pending submissions). */
export function hasStaffLimits(role: UserRole): boolean {
  return roleIncludes(role, UserRole.Moderator);
}
