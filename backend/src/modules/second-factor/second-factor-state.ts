/* The public type file of the second-factor module: the session summary names the states through it. */

export const SECOND_FACTOR_STATES = ['off', 'verify', 'enrol', 'verified'] as const;

/**
 * What a session still needs before admin operations: 'off' (not an admin, or nothing needed),
 * 'verify' (enter a code), 'enrol' (set a second factor up), 'verified' (passed for this session).
 */
export type SecondFactorState = (typeof SECOND_FACTOR_STATES)[number];
