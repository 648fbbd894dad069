import { resolveDisplayName, ROOT_DISPLAY_NAME, UNKNOWN_USER, type NamedUser as RuleFields } from '@irl/shared';

/** The fields the display-name rule reads, and whether the user is the reserved root admin. Every field is optional. */
export type NamedUser = RuleFields & {
  /** The reserved root admin is always shown as ROOT. */
  isRoot?: boolean | null;
};

/** The server's display-name rule (@irl/shared): ROOT for the root admin, 'Unknown User' for no user. */
export function displayName(user: NamedUser | null | undefined): string {
  if (!user) return UNKNOWN_USER;
  if (user.isRoot) return ROOT_DISPLAY_NAME;
  return resolveDisplayName(user);
}

/** Two upper-case letters from the name displayName chose: first and last word, or the first two letters. */
export function initials(user: NamedUser | null | undefined): string {
  const name = displayName(user);
  const words = name.split(/[\s._-]+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  if (words.length >= 2) {
    const first = words[0]?.match(/[\p{L}\p{N}]/u)?.[0] ?? '';
    const last = words.at(-1)?.match(/[\p{L}\p{N}]/u)?.[0] ?? '';
    return `${first}${last}`.toUpperCase();
  }
  const letters = name.match(/[\p{L}\p{N}]/gu) ?? [];
  return letters.slice(0, 2).join('').toUpperCase() || '?';
}

/** A user as the server embeds them: the name already resolved with the same rule. */
export type ShownUser = { username: string; displayName?: string | null; isRoot?: boolean | null };

/** The name of a user embedded by the server (article author, commenter, message party): ROOT for the root admin. */
export function shownName(user: ShownUser | null | undefined): string {
  if (!user) return UNKNOWN_USER;
  if (user.isRoot) return ROOT_DISPLAY_NAME;
  return user.displayName?.trim() || displayName({ username: user.username });
}

/**
 * Where a user's name links: their profile, or null for the root admin, which has no public profile
 * (its own menu reaches it through /profile).
 */
export function profileHref(user: ShownUser): string | null {
  return user.isRoot ? null : `/profile/${encodeURIComponent(user.username)}`;
}

/** The account menu's label: ROOT for the root admin, otherwise the full name, otherwise the e-mail, then the display name. */
export function accountMenuLabel(user: NamedUser): string {
  if (user.isRoot) return ROOT_DISPLAY_NAME;
  const first = user.firstName?.trim() ?? '';
  const last = user.lastName?.trim() ?? '';
  const fullName = [first, last].filter(Boolean).join(' ');
  return fullName || user.email?.trim() || displayName(user);
}
