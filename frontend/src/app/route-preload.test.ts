import { waitFor } from '@testing-library/react';
import { getArticleQueryKey } from '@/api/generated/@tanstack/react-query.gen';
import { feedArticlesOptions } from '@/features/home/feed-query';
import { configureApiClient } from '@/lib/api-client';
import { jsonResponse } from '@/test/api-response';
import { buildFullArticle, buildPage, buildSearchPage, buildSession } from '@/test/fixtures';
import { createTestQueryClient, signedInSessionResponse, stubFetch } from '@/test/render';
import { preloadRoute } from './route-preload';

function stubApi({ signedIn }: { signedIn: boolean }) {
  return stubFetch((url) => {
    if (url.pathname === '/api/auth/user')
      return signedIn ? signedInSessionResponse() : jsonResponse('getSession', buildSession(null));
    if (url.pathname === '/api/articles') return jsonResponse('listArticles', buildPage([]));
    if (url.pathname === '/api/articles/search') return jsonResponse('searchArticles', buildSearchPage([]));
    if (url.pathname === '/api/articles/7') return jsonResponse('getArticle', buildFullArticle({ id: 7 }));
    return undefined;
  });
}

const paths = (requests: Request[]) => requests.map((request) => new URL(request.url).pathname);

function preload(pathname: string, search = '') {
  configureApiClient();
  const queryClient = createTestQueryClient();
  preloadRoute(queryClient, { pathname, search });
  return queryClient;
}

describe('preloadRoute', () => {
  it('asks for an article at the same time as the session, into the cache entry the page reads', async () => {
    const requests = stubApi({ signedIn: false });
    const queryClient = preload('/article/7');
    await waitFor(() => expect(paths(requests)).toEqual(expect.arrayContaining(['/api/auth/user', '/api/articles/7'])));
    await waitFor(() => expect(queryClient.getQueryData(getArticleQueryKey({ path: { id: 7 } }))).toBeDefined());
  });

  it("starts a signed-in member's Latest feed once the session answers", async () => {
    const requests = stubApi({ signedIn: true });
    const queryClient = preload('/');
    await waitFor(() => expect(queryClient.getQueryData(feedArticlesOptions('latest').queryKey)).toBeDefined());
    expect(requests.some((request) => new URL(request.url).searchParams.get('feed') === 'latest')).toBe(true);
  });

  it('asks for no feed for a signed-out visitor (the landing page has none)', async () => {
    const requests = stubApi({ signedIn: false });
    preload('/');
    await waitFor(() => expect(paths(requests)).toContain('/api/auth/user'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(paths(requests)).not.toContain('/api/articles');
  });

  it('leaves a filtered browse address to the page (a different query than the plain list)', async () => {
    const requests = stubApi({ signedIn: true });
    preload('/browse', '?q=backpack');
    await waitFor(() => expect(paths(requests)).toContain('/api/auth/user'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(paths(requests)).not.toContain('/api/articles/search');
  });

  it('asks for the plain browse list for a signed-in member', async () => {
    const requests = stubApi({ signedIn: true });
    preload('/browse');
    await waitFor(() => expect(paths(requests)).toContain('/api/articles/search'));
  });
});
