/** The reserved root admin: created by a migration, shown as ROOT, never changed or banned by anyone. */
export const ROOT_USER_ID = '00000000-0000-4000-8000-000000000001';
export const ROOT_USERNAME = 'root';

export function isRootUser(userId: string): boolean {
  return userId === ROOT_USER_ID;
}
