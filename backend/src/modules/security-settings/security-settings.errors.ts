/** The security-settings module's messages, named once. */
export const SecuritySettingsErrors = {
  sessionExpired: 'Your session expired after a period of inactivity. Please sign in again.',
} as const;
