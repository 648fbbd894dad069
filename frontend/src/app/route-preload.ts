import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import {
  getArticleOptions,
  getFeaturedBoostOptions,
  getFeaturedPinOptions,
  getProfileByUsernameOptions,
} from '@/api/generated/@tanstack/react-query.gen';
import { BROWSE_PAGE_SIZE, browseArticlesOptions } from '@/features/articles/browse-query';
import { feedArticlesOptions } from '@/features/home/feed-query';
import { PROFILE_GC_TIME, PROFILE_STALE_TIME } from '@/features/profiles/profile-queries';
import { parseArticleId } from '@/lib/paths';
import { sessionStateQueryOptions } from '@/lib/session';
import { loadArticlePage, loadBrowsePage, loadHomePage, loadProfilePage } from './screens';

type Preload = {
  path: string;
  /** Runs when the session check says someone is signed in (the screen needs it, or differs for them). */
  signedInOnly?: boolean;
  start: (queryClient: QueryClient, params: Record<string, string | undefined>, search: URLSearchParams) => void;
};

/**
 * What each screen waits for first: its chunk and its first request, with the same options (hence
 * cache entries) as the screen's own queries, so the screen finds them under way or done.
 */
const PRELOADS: Preload[] = [
  {
    path: '/',
    signedInOnly: true,
    start: (queryClient) => {
      void loadHomePage();
      void queryClient.prefetchInfiniteQuery(feedArticlesOptions('latest'));
      void queryClient.prefetchQuery(getFeaturedBoostOptions());
      void queryClient.prefetchQuery(getFeaturedPinOptions());
    },
  },
  ...['/article/:id', '/articles/:id'].map((path) => ({
    path,
    start: (queryClient: QueryClient, params: Record<string, string | undefined>) => {
      void loadArticlePage();
      const id = parseArticleId(params.id);
      if (id !== null) void queryClient.prefetchQuery(getArticleOptions({ path: { id } }));
    },
  })),
  {
    path: '/browse',
    signedInOnly: true,
    start: (queryClient, _params, search) => {
      void loadBrowsePage();
      // Only the plain list: words or filters in the address make a different query.
      if (search.size === 0) void queryClient.prefetchInfiniteQuery(browseArticlesOptions({ limit: BROWSE_PAGE_SIZE }));
    },
  },
  {
    path: '/profile/:username',
    signedInOnly: true,
    start: (queryClient, params) => {
      void loadProfilePage();
      if (params.username)
        void queryClient.prefetchQuery({
          ...getProfileByUsernameOptions({ path: { username: params.username } }),
          staleTime: PROFILE_STALE_TIME,
          gcTime: PROFILE_GC_TIME,
        });
    },
  },
];

/**
 * Starts, before the first render, what the opened page waits for: the session check, the screen's
 * chunk and its first request. Left to the components, they ran one after the other (script, then
 * session, then chunk, then data), a round trip each. A failed preload changes nothing: the screen
 * asks again.
 */
export function preloadRoute(queryClient: QueryClient, location: Pick<Location, 'pathname' | 'search'>): void {
  const session = queryClient.fetchQuery(sessionStateQueryOptions());
  for (const preload of PRELOADS) {
    const match = matchPath(preload.path, location.pathname);
    if (!match) continue;
    const start = () => preload.start(queryClient, match.params, new URLSearchParams(location.search));
    if (!preload.signedInOnly) start();
    else
      session.then(
        (state) => state.session?.user && start(),
        () => undefined,
      );
    return;
  }
}
