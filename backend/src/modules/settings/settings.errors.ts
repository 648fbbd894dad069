/** The settings module's error messages, named once. */
export const SettingsErrors = {
  /** A feature the access setting restricts to admins, asked for by someone else. */
  featureAdminsOnly: 'This feature is available to admins only.',
} as const;
