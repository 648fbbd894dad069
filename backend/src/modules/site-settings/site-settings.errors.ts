/** The site-settings module's error messages, named once. */
export const SiteSettingsErrors = {
  customCssInvalid: 'is not valid CSS',
} as const;
