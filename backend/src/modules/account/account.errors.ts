/** The account module's messages (settings, account deletion). */
export const AccountErrors = {
  themeSwitchingOff: 'Theme switching is turned off on this site: everyone gets the default theme.',
  rootCannotBeDeleted: 'The ROOT account cannot be deleted.',
  placeholderCannotBeDeleted: 'This account cannot be deleted.',
  confirmationMismatch: 'Type your username exactly to confirm.',
} as const;
