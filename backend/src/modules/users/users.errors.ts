/** The users module's error messages, named once (every module that looks a user up reuses them). */
export const UserErrors = {
  notFound: 'User Not Found',
} as const;
