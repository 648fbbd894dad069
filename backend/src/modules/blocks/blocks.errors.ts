/** The blocks module's error messages, named once. */
export const BlockErrors = {
  selfBlock: 'You cannot block yourself.',
} as const;
