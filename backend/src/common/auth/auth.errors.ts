/** Messages of the sign-in and role checks every module shares. */
export const AuthErrors = {
  signInRequired: 'Please sign in to continue.',
  noPermission: "You don't have permission to access this page.",
} as const;
