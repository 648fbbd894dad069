/** Job names of the notifications queue (never renamed once shipped). */
export const NotificationJob = {
  /** One instant e-mail; data { notificationId }, job id `email-<id>` so it is queued once. */
  Email: 'email',
  /** The repeatable digest run (hourly, daily and weekly digests that are due). */
  Digests: 'digests',
} as const;

export interface NotificationEmailJobData {
  notificationId: string;
}

/** The digest run's schedule: every hour on the hour (UTC); the daily and weekly ones go at the first run of their period. */
export const DIGEST_SCHEDULE = { pattern: '0 * * * *', tz: 'UTC' };
