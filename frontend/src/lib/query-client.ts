import { MutationCache, QueryClient } from '@tanstack/react-query';

const MINUTE = 60_000;

/** Data-fetching defaults: no polling, no refetch on focus, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error) => {
        console.error('Mutation error:', error);
      },
    }),
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: 5 * MINUTE,
        gcTime: 10 * MINUTE,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
