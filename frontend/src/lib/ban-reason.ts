/** The optional reason an admin may give in the ban confirmation: the banned member is shown it at sign-in. */
export const BAN_REASON_FIELD = {
  label: 'Reason (optional)',
  maxLength: 500,
  hint: 'Shown to them when they try to sign in.',
} as const;
