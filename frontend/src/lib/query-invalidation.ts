import type { QueryClient, QueryKey } from '@tanstack/react-query';

/*
 * How a write declares what it makes stale. The declarations live with the code that owns the write
 * (a feature's `invalidations.ts`, or a shared `components/<area>/` file when several features make
 * the same write); this file knows no query of its own. Keys are the generated ones without
 * parameters where a whole family goes stale: TanStack matches them as prefixes, so
 * `listArticlesQueryKey()` covers every feed, page size and the infinite variants.
 */

/**
 * A key matching every query of one operation, whatever its parameters: the generated key without
 * path, query or body. Operations with a required path parameter cannot be called without one in
 * TypeScript, so the generated function is passed rather than called.
 */
export function allQueriesOf(queryKey: (options: never) => readonly [{ _id: string }]): QueryKey {
  return queryKey(undefined as never);
}

/** A query (or a family, by prefix) that goes stale; `refetchType: 'none'` only marks it, for a refetch when shown again. */
export type StaleQuery = QueryKey | { queryKey: QueryKey; refetchType: 'active' | 'none' };

export interface InvalidationDeclaration<Args extends unknown[]> {
  /** Cache writes made first, from data the write's answer already carries. */
  update?: (queryClient: QueryClient, ...args: Args) => void;
  /** What goes stale. Built at call time because a key embeds the client's base URL, set once at start-up. */
  stale: (...args: Args) => readonly StaleQuery[];
}

/** What to call after the write succeeded: the cache updates, then every stale query invalidated together. */
export type Invalidation<Args extends unknown[]> = (queryClient: QueryClient, ...args: Args) => Promise<void>;

const isKey = (query: StaleQuery): query is QueryKey => Array.isArray(query);

/** Declares what a write makes stale, once, so every screen that makes it refreshes the same caches. */
export function declareInvalidation<Args extends unknown[]>(
  declaration: InvalidationDeclaration<Args>,
): Invalidation<Args> {
  return async (queryClient, ...args) => {
    declaration.update?.(queryClient, ...args);
    await Promise.all(
      declaration
        .stale(...args)
        .map((query) => queryClient.invalidateQueries(isKey(query) ? { queryKey: query } : query)),
    );
  };
}
