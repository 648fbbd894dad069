import type { FlairBadgeDto } from './flair-badge.js';
import type { UserRole } from './user-role.js';
import type { SummarizedUser } from './user-summary.js';

const COLUMNS = [
  'id',
  'username',
  'email',
  'first_name',
  'last_name',
  'show_real_name',
  'display_name_preference',
  'role',
  'profile_image_url',
] as const;

/** `u.id AS actor_id, u.username AS actor_username, ...` for a SELECT list (read back with userFromRow). */
export function userColumns(alias: string, prefix: string): string {
  return COLUMNS.map((column) => `${alias}.${column} AS ${prefix}_${column}`).join(', ');
}

/**
 * Reads the columns userColumns selected; null when the LEFT JOIN found no user. When the statement
 * also read the user's chosen flairs as `<prefix>_chosen_flairs` (flairs/chosen-flairs-column.ts),
 * the summary made from it is complete.
 */
export function userFromRow(row: Record<string, unknown>, prefix: string): SummarizedUser | null {
  const value = (column: (typeof COLUMNS)[number]) => row[`${prefix}_${column}`];
  const id = value('id');
  if (typeof id !== 'string') return null;
  const chosenFlairs = row[`${prefix}_chosen_flairs`] as FlairBadgeDto[] | undefined;
  return {
    ...(chosenFlairs && { chosenFlairs }),
    id,
    username: value('username') as string,
    email: value('email') as string | null,
    firstName: value('first_name') as string | null,
    lastName: value('last_name') as string | null,
    showRealName: value('show_real_name') as boolean,
    displayNamePreference: value('display_name_preference') as string,
    role: value('role') as UserRole,
    profileImageUrl: value('profile_image_url') as string | null,
  };
}
