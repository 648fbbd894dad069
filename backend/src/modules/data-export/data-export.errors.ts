/** The data-export module's error messages, named once. */
export const DataExportErrors = {
  inProgress: 'An export of your data is already being prepared; it will be ready in a few minutes.',
  dailyLimit: (limit: number) =>
    `You can request ${limit} exports of your data per 24 hours; please try again later or use your latest export.`,
  queueUnavailable:
    'Exports are unavailable right now (the job queue cannot be reached). Nothing was started: please try again in a few minutes.',
  notFound: 'Export not found',
  notReady: 'This export is not ready yet',
  expired: 'This download link has expired: request a new export of your data.',
  failed: 'The export could not be prepared; please request a new one.',
  stalled: 'The export did not finish in time',
  userGone: 'The account no longer exists',
} as const;
