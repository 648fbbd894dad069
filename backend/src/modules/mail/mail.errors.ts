/** The mail module's error messages, named once. */
export const MailErrors = {
  templateNotFound: 'Email template not found',
  unknownVariable: (name: string) => `Unknown variable {{${name}}}`,
} as const;
