/** The badges module's messages, named once. */
export const BadgeErrors = {
  notFound: 'Badge not found',
  userNotFound: 'User not found',
  alreadyHeld: 'This user already holds this badge',
  notHeld: 'This user does not hold this badge',
  nameTaken: 'A badge with this name already exists',
  retired: 'This badge is retired: bring it back before awarding it',
  nameRequired: 'name is required',
  nameOneLine: 'name must be one line of text',
  descriptionRequired: 'description is required',
  oneEmoji: 'icon must be exactly one emoji',
} as const;
