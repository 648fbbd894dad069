/** Fields the display-name rule reads. Every field is optional. */
export interface NamedUser {
  username?: string | null;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  showRealName?: boolean | null;
  displayNamePreference?: string | null;
}

/** How the reserved root admin is shown, whatever its account holds. */
export const ROOT_DISPLAY_NAME = 'ROOT';
/** The name of a user with nothing to show. */
export const UNKNOWN_USER = 'Unknown User';

/**
 * The display-name rule, the server's: the real name ('first last', or whichever of the two is set)
 * when the user prefers it and shows it; otherwise the username as stored (a leading @ included), then
 * the e-mail's local part, then 'Unknown User'. Who is the root admin is each side's own question.
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
  return UNKNOWN_USER;
}
