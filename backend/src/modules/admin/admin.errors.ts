/** The admin module's error messages, named once. */
export const AdminErrors = {
  rootProtected: 'The root account cannot be changed.',
  banSelf: 'You cannot ban yourself.',
  adminsByRootOnly: 'Only ROOT can change another administrator.',
  suspensionDays: 'durationDays must be a whole number of days from 1 to 365 (leave it out for a ban until lifted).',
  banReasonRequired: 'A ban needs a reason category and a note.',
} as const;
