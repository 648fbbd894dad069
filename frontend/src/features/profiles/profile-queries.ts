import type { QueryClient } from '@tanstack/react-query';

/** Every cached profile (any username or id it was opened with). */
export const profileQueriesKey = [{ _id: 'getProfileByUsername' }] as const;

/** Refetches what a profile change affects: the profiles and the signed-in session. */
export function invalidateProfiles(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: profileQueriesKey }),
    queryClient.invalidateQueries({ queryKey: [{ _id: 'getSession' }] }),
  ]).then(() => undefined);
}

/** Profile data is fresh for 2 minutes and kept for 5. */
export const PROFILE_STALE_TIME = 2 * 60 * 1000;
export const PROFILE_GC_TIME = 5 * 60 * 1000;
