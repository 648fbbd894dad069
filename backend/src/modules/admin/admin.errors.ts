/** The admin module's error messages, named once. */
export const AdminErrors = {
  rootProtected: 'The root account cannot be changed.',
  banSelf: 'You cannot ban yourself.',
  adminsByRootOnly: 'Only ROOT can change another administrator.',
} as const;
