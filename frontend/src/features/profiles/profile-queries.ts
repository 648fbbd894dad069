/** Profile data is fresh for 2 minutes and kept for 5. */
export const PROFILE_STALE_TIME = 2 * 60 * 1000;
export const PROFILE_GC_TIME = 5 * 60 * 1000;
