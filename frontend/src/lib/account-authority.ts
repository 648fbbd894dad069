import type { UserRole } from '@/api/generated/types.gen';

type Account = { id: string; role: UserRole };

/**
 * The server's rule for acting on an account as an admin: admins manage members, moderators and
 * themselves; another admin's account (its messages, activity log, flairs, role and ban) is ROOT's alone.
 */
export function mayManageAccount(viewer: (Account & { isRoot: boolean }) | null, target: Account): boolean {
  if (!viewer || viewer.role !== 'admin') return false;
  return target.role !== 'admin' || viewer.isRoot || viewer.id === target.id;
}
