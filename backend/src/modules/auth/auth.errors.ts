/**
 * The auth module's own messages: sign-in refusals, connections, the development ROOT sign-in.
 * The sign-in and role checks every module shares are AuthErrors in common/auth.
 */
export const SignInErrors = {
  accountNotFound: 'Account not found.',
  noFreeUsername: 'Could not find a free username for this account. Please contact support.',
  signInBeforeLinking: 'Sign in before connecting another account.',
  connectedElsewhere: (platformLabel: string) => `This ${platformLabel} account is already connected to another user.`,
  platformAlreadyConnected: (platformLabel: string) =>
    `Your account already has a ${platformLabel} account connected. Disconnect it first.`,
  notConnected: 'This account is not connected.',
  lastConnection: 'You must have at least one social media account connected.',
  connectBeforePrimary: 'Connect this account before making it primary.',
  rootSignInLocalOnly: 'The ROOT sign-in is only available on localhost.',
  /** The answer Nest gives a route that does not exist, so the ROOT sign-in looks absent in production. */
  routeNotFound: (method: string, url: string) => `Cannot ${method} ${url}`,
} as const;

/** The session list's refusals. */
export const SessionErrors = {
  notFound: 'Session not found. It may already have ended.',
  revokeCurrent: 'This is the session you are using. Use Sign Out to end it.',
} as const;
