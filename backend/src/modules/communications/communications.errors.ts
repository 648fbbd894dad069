/** The communications module's error messages, named once. */
export const CommunicationsErrors = {
  announcementNotFound: 'Announcement not found',
  massMessageNotFound: 'Mass message not found',
  massMessageFinished: 'This mass message has already finished',
  expiresInPast: 'must be in the future',
  queueUnavailable:
    'Mass messaging is unavailable right now (the job queue cannot be reached). Please try again in a few minutes.',
  emailOff: 'E-mail is off: SMTP_URL is not set',
} as const;
