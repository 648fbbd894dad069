/** Job names of the link-checks queue; never renamed once shipped. */
export enum LinkCheckJob {
  /** Checks every address the articles' references cite (weekly, or when an admin asks). */
  CheckAll = 'check-cited-links',
}

/** The weekly scheduler's id (upserted at every worker start). */
export const WEEKLY_SCHEDULER_ID = 'check-cited-links-weekly';
/** Sunday 03:00 UTC, when the site is quiet. */
export const WEEKLY_PATTERN = '0 3 * * 0';
/** An admin's "check now" while one is waiting or running joins it instead of adding another. */
export const CHECK_NOW_DEDUPLICATION_ID = 'check-cited-links-now';

/** Addresses fetched at once: enough to finish a few thousand links in minutes, few enough to be polite. */
export const LINK_CHECK_CONCURRENCY = 4;
export const LINK_CHECK_MAX_REDIRECTS = 5;
