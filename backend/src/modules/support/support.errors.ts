/** The support module's error messages, named once. */
export const SupportErrors = {
  invalidContactEmail: 'Invalid email',
} as const;
