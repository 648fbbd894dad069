import type { QueryClient } from '@tanstack/react-query';

/** After a profile change: refetch the session (header, home) and every cached profile. */
export async function invalidateProfileData(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [{ _id: 'getSession' }] }),
    queryClient.invalidateQueries({ queryKey: [{ _id: 'getProfileByUsername' }] }),
  ]);
}
