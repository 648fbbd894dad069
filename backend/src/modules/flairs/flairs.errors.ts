/** The flairs module's error messages, named once (the store shows them in its toasts and dialogs). */
export const FlairErrors = {
  notFound: 'Flair not found',
  userNotFound: 'User not found',
  applicationNotFound: 'Flair application not found',
  insufficientPoints: 'Insufficient points to purchase this flair',
  alreadyOwned: 'You already own this flair',
  requiresApplication: 'This flair is granted through an application, not bought',
  noApplicationNeeded: 'This flair can be bought directly; no application is needed',
  applicationPending: 'You already have a pending application for this flair',
  applicationAlreadyReviewed: 'This application has already been reviewed',
  notYours: 'You can only manage your own flairs',
  notOwned: 'You do not own this flair',
  nameTaken: 'A flair with this name already exists',
  animationRequired: 'animationType is required when isAnimated is true',
  reapplyOn: (date: Date) =>
    `Your last application for this flair was denied. You can apply again on ${date.toISOString().slice(0, 10)}.`,
} as const;
