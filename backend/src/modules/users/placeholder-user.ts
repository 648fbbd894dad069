/**
 * The "[deleted]" account: deleted users' kept rows (articles, points-ledger entries) are credited to
 * it. It is not a person: it never appears in lists or counts of users, analytics or recipients, and
 * nobody can ban, promote, message or follow it.
 */
export const DELETED_USER_ID = '00000000-0000-4000-8000-00000000dead';
/** Sign-in usernames hold only a-z, 0-9, '_', '.', '-', so no real account can hold this one. */
export const DELETED_USER_USERNAME = '[deleted]';
export const DELETED_USER_DISPLAY_NAME = 'Deleted user';

export function isPlaceholderUser(userId: string): boolean {
  return userId === DELETED_USER_ID;
}

/** SQL: the user id in `idColumn` (e.g. `u.id`) is a person's, not the placeholder's (constants only). */
export function isPersonSql(idColumn: string): string {
  return `${idColumn} <> '${DELETED_USER_ID}'`;
}
