import { isRootUser } from './root-user.js';

/** Fields the display-name rule reads. */
export interface NamedUser {
  username?: string | null;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  showRealName?: boolean | null;
  displayNamePreference?: string | null;
}

/**
 * The display-name rule: the real name when the user prefers it and shows it; otherwise the
 * username, then the e-mail's local part, then 'Unknown User'.
 */
export function resolveDisplayName(user: NamedUser): string {
  if (user.displayNamePreference === 'realname' && user.showRealName) {
    const realName = [user.firstName?.trim(), user.lastName?.trim()].filter(Boolean).join(' ');
    if (realName) return realName;
  }
  const username = user.username?.trim();
  if (username) return username;
  const local = user.email?.split('@')[0]?.trim();
  if (local) return local;
  return 'Unknown User';
}

/** The name to show anywhere in the site: ROOT for the reserved root admin, else the display-name rule. */
export function shownName(user: NamedUser & { id: string }): string {
  return isRootUser(user.id) ? 'ROOT' : resolveDisplayName(user);
}
