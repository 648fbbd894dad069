/** Roles that grant permissions. Order matters: each role includes the ones before it. */
export enum UserRole {
  User = 'user',
  Moderator = 'moderator',
  Admin = 'admin',
}
