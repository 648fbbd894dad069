/** The badges module's messages, named once. */
export const BadgeErrors = {
  notFound: 'Badge not found',
  userNotFound: 'User not found',
  alreadyHeld: 'This user already holds this badge',
  notHeld: 'This user does not hold this badge',
} as const;
