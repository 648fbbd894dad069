/** The second-factor module's messages and error codes, named once. */
export const SecondFactorErrors = {
  wrongCode: 'That code is not right. Enter the current 6-digit code from your authenticator app, or a recovery code.',
  notEnrolled: 'Two-factor authentication is not set up for this account.',
  alreadyEnrolled: 'Two-factor authentication is already set up for this account.',
  noPendingEnrolment: 'Start the set-up again: no two-factor set-up is waiting for a code.',
  adminsOnly: 'Two-factor authentication is for administrators.',
  rootExempt: 'The development ROOT sign-in does not use two-factor authentication.',
  tooManyAttempts: 'Too many wrong codes. Wait 15 minutes and try again.',
  verificationRequired: 'Enter the code from your authenticator app to use the admin tools.',
  enrolmentRequired:
    'Two-factor authentication is required for administrators: set it up on the Security tab of your settings.',
} as const;

/** The `code` of a 403 that a second factor would lift (the SPA shows the code prompt or the set-up). */
export enum SecondFactorErrorCode {
  VerificationRequired = 'SECOND_FACTOR_REQUIRED',
  EnrolmentRequired = 'SECOND_FACTOR_ENROLMENT_REQUIRED',
}
